/**
 * The texts of an operator's own account (password, recovery codes) and of the owner's password
 * reset, in the three languages (docs/operator-console.md, "Passwords").
 */
import type { Locale } from '@culture/protocol';
import { useOpsTexts } from './use-ops-texts';

const enUS = {
  link: 'My account',
  heading: 'My account',
  password: {
    heading: 'Change password',
    forcedHeading: 'Set a new password',
    forcedExplain: 'Your password was reset by an owner. Choose your own before you continue; the temporary one stops working.',
    current: 'Current password',
    currentTemporary: 'Temporary password',
    next: 'New password (12 characters or more)',
    repeat: 'New password again',
    mismatch: 'The two new passwords differ.',
    save: 'Change password',
    done: 'Password changed. Your other sessions were signed out.',
  },
  recovery: {
    heading: 'Recovery codes',
    explain: 'Each recovery code signs you in once without your authenticator. New codes replace all the old ones.',
    make: 'New recovery codes',
    confirm: 'Your current codes will stop working. Make new ones?',
    confirmYes: 'Make new codes',
    finish: 'Done',
    cancel: 'Cancel',
  },
  reset: {
    button: 'Reset password',
    confirm: 'Confirm reset',
    shownOnce:
      'Temporary password for {{login}}: hand it over now, it is shown only once. Their sessions were ended; they must set their own at next sign-in.',
    copy: 'Copy',
    copied: 'Copied',
    close: 'Close',
    pending: 'Must set a new password',
  },
};

export type AccountTexts = typeof enUS;

const zhCN: AccountTexts = {
  link: '我的账号',
  heading: '我的账号',
  password: {
    heading: '修改密码',
    forcedHeading: '设置新密码',
    forcedExplain: '你的密码已被所有者重置。继续前请设置你自己的密码；临时密码随即失效。',
    current: '当前密码',
    currentTemporary: '临时密码',
    next: '新密码（至少 12 个字符）',
    repeat: '再次输入新密码',
    mismatch: '两次输入的新密码不一致。',
    save: '修改密码',
    done: '密码已修改。你的其他会话已退出登录。',
  },
  recovery: {
    heading: '恢复码',
    explain: '每个恢复码可在没有验证器时登录一次。生成新恢复码会替换所有旧恢复码。',
    make: '生成新恢复码',
    confirm: '当前的恢复码将失效。确定生成新恢复码？',
    confirmYes: '生成新恢复码',
    finish: '完成',
    cancel: '取消',
  },
  reset: {
    button: '重置密码',
    confirm: '确认重置',
    shownOnce: '{{login}} 的临时密码：请立即转交，它只显示这一次。其会话已结束；下次登录时必须设置自己的密码。',
    copy: '复制',
    copied: '已复制',
    close: '关闭',
    pending: '需设置新密码',
  },
};

const zhTW: AccountTexts = {
  link: '我的帳號',
  heading: '我的帳號',
  password: {
    heading: '變更密碼',
    forcedHeading: '設定新密碼',
    forcedExplain: '你的密碼已被擁有者重設。繼續前請設定你自己的密碼；臨時密碼隨即失效。',
    current: '目前的密碼',
    currentTemporary: '臨時密碼',
    next: '新密碼（至少 12 個字元）',
    repeat: '再次輸入新密碼',
    mismatch: '兩次輸入的新密碼不一致。',
    save: '變更密碼',
    done: '密碼已變更。你的其他工作階段已登出。',
  },
  recovery: {
    heading: '復原碼',
    explain: '每個復原碼可在沒有驗證器時登入一次。產生新復原碼會取代所有舊復原碼。',
    make: '產生新復原碼',
    confirm: '目前的復原碼將失效。確定產生新復原碼？',
    confirmYes: '產生新復原碼',
    finish: '完成',
    cancel: '取消',
  },
  reset: {
    button: '重設密碼',
    confirm: '確認重設',
    shownOnce: '{{login}} 的臨時密碼：請立即轉交，它只顯示這一次。其工作階段已結束；下次登入時必須設定自己的密碼。',
    copy: '複製',
    copied: '已複製',
    close: '關閉',
    pending: '需設定新密碼',
  },
};

export const ACCOUNT_TEXTS: Record<Locale, AccountTexts> = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };

export function useAccountTexts() {
  const { texts, locale } = useOpsTexts();
  return { account: ACCOUNT_TEXTS[locale], texts, locale };
}
