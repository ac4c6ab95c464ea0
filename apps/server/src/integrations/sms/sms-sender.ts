/** Sends verification codes by SMS. Drivers: `outbox` (development, tests) and `aliyun`. */
import type { Locale } from '@culture/protocol';

export interface VerificationSms {
  phoneE164: string;
  code: string;
  locale: Locale;
}

export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    /** The provider's own error code, when it gave one. */
    readonly providerCode?: string,
  ) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}

/** A notice by SMS (docs/privacy.md, "Notices"): the text as the person reads it. */
export interface NoticeSms {
  phoneE164: string;
  text: string;
}

export interface SmsSender {
  readonly name: string;
  sendVerificationCode(message: VerificationSms): Promise<void>;
  sendNotice(message: NoticeSms): Promise<void>;
}

/** The text a person reads; the provider's template renders its own wording from the code. */
export function verificationText({ code, locale }: Pick<VerificationSms, 'code' | 'locale'>): string {
  switch (locale) {
    case 'zh-CN':
      return `【五月宇宙】您的验证码是 ${code}，5 分钟内有效。请勿告诉他人。`;
    case 'zh-TW':
      return `【五月宇宙】您的驗證碼是 ${code}，5 分鐘內有效。請勿告訴他人。`;
    default:
      return `[May Universe] Your verification code is ${code}. It expires in 5 minutes. Never share it.`;
  }
}
