import { DEFAULT_LANGUAGE, matchLanguage, VERIFICATION_CODE_MINUTES, type Language } from '@parcelflow/contract';
import type { Notice } from './notifier.ts';

export type CodePurpose = 'register' | 'resetPassword';

type Text = { subject: string; body: (code: string, minutes: number) => string };

/** The server writes these notices itself, so their texts live here rather than in the web's locales. */
const TEXTS: Record<Language, Record<CodePurpose, Text>> = {
  'zh-CN': {
    register: {
      subject: 'Parcelflow 注册验证码',
      body: (code, minutes) => `您的注册验证码是 ${code}，${minutes} 分钟内有效。如非本人操作，请忽略本消息。`,
    },
    resetPassword: {
      subject: 'Parcelflow 重置密码验证码',
      body: (code, minutes) => `您正在重置密码，验证码是 ${code}，${minutes} 分钟内有效。如非本人操作，请忽略本消息并留意账号安全。`,
    },
  },
  'zh-TW': {
    register: {
      subject: 'Parcelflow 註冊驗證碼',
      body: (code, minutes) => `您的註冊驗證碼是 ${code}，${minutes} 分鐘內有效。如非本人操作，請忽略本訊息。`,
    },
    resetPassword: {
      subject: 'Parcelflow 重設密碼驗證碼',
      body: (code, minutes) => `您正在重設密碼，驗證碼是 ${code}，${minutes} 分鐘內有效。如非本人操作，請忽略本訊息並留意帳號安全。`,
    },
  },
  'en-US': {
    register: {
      subject: 'Parcelflow registration code',
      body: (code, minutes) => `Your registration code is ${code}. It is valid for ${minutes} minutes. If you did not ask for it, ignore this message.`,
    },
    resetPassword: {
      subject: 'Parcelflow password reset code',
      body: (code, minutes) =>
        `Your password reset code is ${code}. It is valid for ${minutes} minutes. If you did not ask for it, ignore this message and check your account's security.`,
    },
  },
};

/** The notice carrying a code, in the caller's language (head.language), Simplified Chinese by default. */
export function composeCodeNotice(purpose: CodePurpose, code: string, recipient: Pick<Notice, 'channel' | 'recipient'>, language?: string): Notice {
  const text = TEXTS[matchLanguage(language) ?? DEFAULT_LANGUAGE][purpose];
  return { kind: purpose, ...recipient, subject: text.subject, body: text.body(code, VERIFICATION_CODE_MINUTES) };
}
