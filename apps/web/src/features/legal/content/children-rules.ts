import type { LegalDocument, LegalLocale } from './types';

/*
 * Children's personal information rules shown at /childrenRules (PIPL Art. 28 and 31; the
 * Provisions on the Cyber Protection of Children's Personal Information, Art. 8–10). Version 1,
 * effective 2026-11-27. All three locales carry the same sections, in the same order, with the same ids.
 */

const enUS: LegalDocument = {
  title: "Children's Personal Information Rules",
  effectiveDate: '2026-11-27',
  updatedLabel: 'Effective date: 27 November 2026',
  intro: [
    {
      kind: 'p',
      text: 'These rules explain how {company} handles the personal information of children under 14 who use {product}. They add to our [Privacy Policy](/privacy) and apply whenever a child under 14 uses the Service. The law treats a child’s personal information as sensitive personal information, so we handle it only with a guardian’s consent and only as far as needed.',
    },
  ],
  sections: [
    {
      id: 'guardian-consent',
      heading: 'A guardian decides first',
      blocks: [
        {
          kind: 'p',
          text: 'Before we use any personal information of a child under 14 beyond what logging in needs, a parent or other guardian must read these rules and agree. The guardian gives their name, relationship to the child and phone number, which we verify by SMS code. We record the guardian’s decision, the version of these rules, the time and the channel.',
        },
        {
          kind: 'p',
          text: 'Until a guardian agrees, and after a guardian withdraws, the child can browse, claim coupons and collect badges, but cannot chat, have a public profile or room, make purchases or upload anything.',
        },
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect and why',
      blocks: [
        {
          kind: 'ul',
          items: [
            'The birth year and month, to know whether these rules apply.',
            'The login phone number or wallet, to keep the account.',
            'With the guardian’s consent: the nickname and avatar, chat messages, uploads and orders, only to provide those features.',
            'The guardian’s name, relationship and phone, to prove the consent and to reach the guardian.',
          ],
        },
        {
          kind: 'p',
          text: 'We do not use a child’s information for marketing messages or personalised suggestions, and we do not share it with third parties except the service providers named in the Privacy Policy, for the same purposes.',
        },
      ],
    },
    {
      id: 'protection',
      heading: 'How we protect it',
      blocks: [
        {
          kind: 'p',
          text: 'A child’s information is kept in mainland China, encrypted in transit, seen only by the staff who need it and kept no longer than needed. If a security incident affects a child’s information we tell the guardian and the authorities as the law requires.',
        },
      ],
    },
    {
      id: 'guardian-rights',
      heading: 'What a guardian can do',
      blocks: [
        {
          kind: 'ul',
          items: [
            'See, correct and delete the child’s information.',
            'Withdraw consent at any time from their own phone; the limits above then apply again.',
            'Ask us to cancel the child’s account.',
            'Contact us at {email}; we answer within 15 working days.',
          ],
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these rules',
      blocks: [
        {
          kind: 'p',
          text: 'When these rules change materially we ask the guardian again before we continue; each version, its date and a summary of what changed are recorded.',
        },
      ],
    },
  ],
};

const zhCN: LegalDocument = {
  title: '儿童个人信息保护规则',
  effectiveDate: '2026-11-27',
  updatedLabel: '生效日期：2026年11月27日',
  intro: [
    {
      kind: 'p',
      text: '本规则说明{company}如何处理使用{product}的不满十四周岁儿童的个人信息，是[隐私政策](/privacy)的补充，适用于不满十四周岁儿童使用本服务的全部情形。依照法律，儿童的个人信息属于敏感个人信息，我们仅在取得监护人同意后、在必要范围内处理。',
    },
  ],
  sections: [
    {
      id: 'guardian-consent',
      heading: '监护人先行同意',
      blocks: [
        {
          kind: 'p',
          text: '在使用不满十四周岁儿童登录所需以外的任何个人信息之前，须由其父母或其他监护人阅读并同意本规则。监护人需提供姓名、与儿童的关系及手机号码，我们通过短信验证码核验。我们记录监护人的决定、本规则的版本、时间和渠道。',
        },
        {
          kind: 'p',
          text: '在监护人同意之前，以及监护人撤回同意之后，儿童可以浏览、领取优惠券和收集徽章，但不能聊天、公开个人资料或房间、购买或上传任何内容。',
        },
      ],
    },
    {
      id: 'what-we-collect',
      heading: '我们收集哪些信息及其目的',
      blocks: [
        {
          kind: 'ul',
          items: [
            '出生年月，用于判断是否适用本规则。',
            '登录手机号或钱包地址，用于维持账户。',
            '经监护人同意后：昵称和头像、聊天消息、上传内容和订单，仅用于提供相应功能。',
            '监护人的姓名、关系和手机号码，用于证明同意并联系监护人。',
          ],
        },
        {
          kind: 'p',
          text: '我们不会将儿童的信息用于营销消息或个性化推荐，除隐私政策列明的服务提供者为相同目的处理外，不向第三方提供。',
        },
      ],
    },
    {
      id: 'protection',
      heading: '我们如何保护',
      blocks: [
        {
          kind: 'p',
          text: '儿童的信息存储于中国境内，传输时加密，仅限确有需要的工作人员访问，保存期限不超过必要期限。如发生影响儿童信息的安全事件，我们将依法告知监护人并向主管部门报告。',
        },
      ],
    },
    {
      id: 'guardian-rights',
      heading: '监护人的权利',
      blocks: [
        {
          kind: 'ul',
          items: [
            '查阅、更正和删除儿童的信息。',
            '随时通过本人手机撤回同意；撤回后上述限制重新生效。',
            '要求注销儿童的账户。',
            '通过 {email} 联系我们；我们将在十五个工作日内答复。',
          ],
        },
      ],
    },
    {
      id: 'changes',
      heading: '本规则的变更',
      blocks: [
        {
          kind: 'p',
          text: '本规则发生重大变更时，我们将再次征得监护人同意后方可继续处理；每一版本、其日期及变更摘要均予以记录。',
        },
      ],
    },
  ],
};

const zhTW: LegalDocument = {
  title: '兒童個人資訊保護規則',
  effectiveDate: '2026-11-27',
  updatedLabel: '生效日期：2026年11月27日',
  intro: [
    {
      kind: 'p',
      text: '本規則說明{company}如何處理使用{product}的未滿十四歲兒童的個人資訊，是[隱私權政策](/privacy)的補充，適用於未滿十四歲兒童使用本服務的所有情形。依照法律，兒童的個人資訊屬於敏感個人資訊，我們僅在取得監護人同意後、在必要範圍內處理。',
    },
  ],
  sections: [
    {
      id: 'guardian-consent',
      heading: '監護人先行同意',
      blocks: [
        {
          kind: 'p',
          text: '在使用未滿十四歲兒童登入所需以外的任何個人資訊之前，須由其父母或其他監護人閱讀並同意本規則。監護人需提供姓名、與兒童的關係及手機號碼，我們透過簡訊驗證碼核驗。我們記錄監護人的決定、本規則的版本、時間和管道。',
        },
        {
          kind: 'p',
          text: '在監護人同意之前，以及監護人撤回同意之後，兒童可以瀏覽、領取優惠券和收集徽章，但不能聊天、公開個人資料或房間、購買或上傳任何內容。',
        },
      ],
    },
    {
      id: 'what-we-collect',
      heading: '我們蒐集哪些資訊及其目的',
      blocks: [
        {
          kind: 'ul',
          items: [
            '出生年月，用於判斷是否適用本規則。',
            '登入手機號碼或錢包地址，用於維持帳戶。',
            '經監護人同意後：暱稱和頭像、聊天訊息、上傳內容和訂單，僅用於提供相應功能。',
            '監護人的姓名、關係和手機號碼，用於證明同意並聯絡監護人。',
          ],
        },
        {
          kind: 'p',
          text: '我們不會將兒童的資訊用於行銷訊息或個人化推薦，除隱私權政策列明的服務提供者為相同目的處理外，不向第三方提供。',
        },
      ],
    },
    {
      id: 'protection',
      heading: '我們如何保護',
      blocks: [
        {
          kind: 'p',
          text: '兒童的資訊儲存於中國境內，傳輸時加密，僅限確有需要的工作人員存取，保存期限不超過必要期限。如發生影響兒童資訊的安全事件，我們將依法告知監護人並向主管機關報告。',
        },
      ],
    },
    {
      id: 'guardian-rights',
      heading: '監護人的權利',
      blocks: [
        {
          kind: 'ul',
          items: [
            '查閱、更正和刪除兒童的資訊。',
            '隨時透過本人手機撤回同意；撤回後上述限制重新生效。',
            '要求註銷兒童的帳戶。',
            '透過 {email} 聯絡我們；我們將在十五個工作日內答覆。',
          ],
        },
      ],
    },
    {
      id: 'changes',
      heading: '本規則的變更',
      blocks: [
        {
          kind: 'p',
          text: '本規則發生重大變更時，我們將再次徵得監護人同意後方可繼續處理；每一版本、其日期及變更摘要均予以記錄。',
        },
      ],
    },
  ],
};

export const childrenRules: Record<LegalLocale, LegalDocument> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
};
