/** The router and the always-present overlays around the routes. */
import { BrowserRouter } from 'react-router';
import { LoadingOverlay } from '../components/feedback/loading-overlay';
import { Toaster } from '../components/feedback/toaster';
import { LoginDialogHost } from '../features/auth/components/login-dialog-host';
import { ConsentGateHost } from '../features/consent/components/consent-gate-host';
import { CancellationAfterLogin } from '../features/my/components/cancellation-after-login';
import { WeChatOverlaysHost } from '../features/wechat/components/overlays-host';
import { WeChatRuntime } from '../features/wechat/components/wechat-runtime';
import { provideWeChatLogin } from '../lib/wechat-redirect';
import { AppRoutes } from './router';

// "Log in with WeChat" in the login dialog is the WeChat feature's flow, loaded when tapped.
provideWeChatLogin((request) => import('../features/wechat/wechat-flow').then((flow) => flow.startWeChatLogin(request)));

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
      <LoginDialogHost />
      <ConsentGateHost />
      <CancellationAfterLogin />
      <WeChatOverlaysHost />
      <WeChatRuntime />
      <LoadingOverlay />
      <Toaster />
    </BrowserRouter>
  );
}
