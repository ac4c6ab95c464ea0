/** The router, the feature slots its pages fill, and the always-present overlays around the routes. */
import { BrowserRouter } from 'react-router';
import { FeatureSlotsProvider } from '../components/feature-slots';
import { LoadingOverlay } from '../components/feedback/loading-overlay';
import { Toaster } from '../components/feedback/toaster';
import { LoginDialogHost } from '../features/auth/components/login-dialog-host';
import { WeChatOverlaysHost } from '../features/wechat/components/overlays-host';
import { WeChatRuntime } from '../features/wechat/components/wechat-runtime';
import { provideWeChatLogin } from '../lib/wechat-redirect';
import { APP_FEATURE_SLOTS } from './feature-slots';
import { AppRoutes } from './router';

// "Log in with WeChat" in the login dialog is the WeChat feature's flow, loaded when tapped.
provideWeChatLogin((request) => import('../features/wechat/wechat-flow').then((flow) => flow.startWeChatLogin(request)));

export function App() {
  return (
    <BrowserRouter>
      <FeatureSlotsProvider value={APP_FEATURE_SLOTS}>
        <AppRoutes />
      </FeatureSlotsProvider>
      <LoginDialogHost />
      <WeChatOverlaysHost />
      <WeChatRuntime />
      <LoadingOverlay />
      <Toaster />
    </BrowserRouter>
  );
}
