import type { LegalDocument, LegalLocale } from './types';

/*
 * Privacy policy shown at /privacy. Version 2, effective 2026-11-27 (version 1: 2023-08-01); its version is the server's (modules/consent/legal-versions.ts).
 * All three locales carry the same sections, in the same order, with the same ids.
 * Placeholders {product}, {company} and {email} are filled at render time.
 */

const enUS: LegalDocument = {
  title: 'Privacy Policy',
  effectiveDate: '2026-11-27',
  updatedLabel: 'Version 2, effective date: 27 November 2026',
  intro: [
    {
      kind: 'p',
      text: 'This Privacy Policy explains how {company} (“we”, “us” or “our”) collects, uses, stores, shares and protects personal information when you use {product}, our mobile web application and related services, including when you open it in WeChat’s built-in browser (together, the “Service”). It also explains the choices and rights you have.',
    },
    {
      kind: 'p',
      text: 'Please read this policy carefully. When you first open the Service, it shows you this policy and our [User Agreement](/userAgreement) and asks whether you agree, before anything beyond the anonymous guest token is collected. If you do not agree, we cannot provide the Service and collect nothing more; you can come back and agree at any time.',
    },
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are and what this policy covers',
      blocks: [
        {
          kind: 'p',
          text: '{product} is operated by {company}. Under applicable data protection law, including the Personal Information Protection Law of the People’s Republic of China, {company} is the personal information handler (the controller) responsible for your personal information.',
        },
        {
          kind: 'p',
          text: 'This policy applies to every feature of the Service: the cultural project pages (such as the embroidered-pocket charity adoption project, the Nuo masked-dance project and the mid-autumn lantern event), coupons, badges, digital collectibles and the NFT pass, private and group chat, user profiles and the virtual-reality exhibition world. It does not apply to third-party websites or services that you reach through links in the Service; they have their own privacy policies.',
        },
      ],
    },
    {
      id: 'public-browsing',
      heading: 'Browsing as a guest',
      blocks: [
        {
          kind: 'p',
          text: 'You can browse the public area of the Service without signing in. When you do, we do not ask for or collect personal information about you. To make the pages work, the Service automatically gives your browser an anonymous guest token. This token is not linked to your name, phone number or anything else that identifies you, and we use it only to deliver the public pages and keep them secure.',
        },
        {
          kind: 'p',
          text: 'The technical information that your browser sends with every request (such as your IP address and browser type) is used only transiently to deliver the page and to protect the Service against attacks; it is not linked to you and is not used to build a profile. We start collecting personal information only when you sign in, register or choose to use a feature that needs an account, for example claiming a badge, holding a coupon or joining a chat.',
        },
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Personal information we collect',
      blocks: [
        {
          kind: 'p',
          text: 'When you use features that require an account, we collect the following categories of personal information:',
        },
        {
          kind: 'ul',
          items: [
            'Phone number: when you register or log in with your phone number, we collect your mobile phone number (with its country code) so that we can send you an SMS verification code, create your account and keep it secure. Registration cannot be completed without it.',
            'Wallet information: if you log in with a browser crypto wallet, we collect your public wallet address and the blockchain network you are using, and we ask your wallet to sign a message to prove that you control the address. We never ask for, and never receive, your private key or recovery phrase.',
            'Coupon information: the coupons issued to you, their codes (including the QR code and barcode shown at shop counters), their status and validity period, the shop or partner where a coupon is redeemed and the time of redemption.',
            'Transaction data: details of the claims, purchases, adoptions, mints, transfers and other transactions you make through the Service, including wallet information, price, date and place (for example the shop or event where the transaction takes place), and the badge, collectible or NFT concerned.',
            'Contact data: your phone number and, if you give it to us (for example when you write to support), your e-mail address, together with the content of your correspondence with us.',
            'Profile and chat data: the nickname, avatar and other profile details you choose to provide, and the text, images and other content you send in private or group chats.',
            'Usage data: how you use the Service, such as the pages and features you visit, the badges you claim, the virtual-reality rooms you enter, the time and length of your visits, and error logs.',
            'Device data: device model, operating system, browser type and version (including whether you use WeChat’s built-in browser), language setting, screen size, a device identifier generated by the Service, and your IP address.',
            'Approximate location: an approximate location derived from your IP address, such as your city or region. We do not collect your precise location.',
          ],
        },
        {
          kind: 'p',
          text: 'If you take part in an activity that by law requires identity verification (for example, a digital collectible or NFT pass sale with a KYC step), we or our identity-verification provider may collect your name, identity document details and related information. We will tell you at the time and, where the law requires it, ask for your separate consent. Identity document and financial account information are sensitive personal information: we process them only where necessary and protect them with strict measures.',
        },
      ],
    },
    {
      id: 'sources',
      heading: 'Where we get your information',
      blocks: [
        {
          kind: 'p',
          text: 'We collect most personal information directly from you, or from your device when you use the Service. We may also receive personal information from the following sources:',
        },
        {
          kind: 'ul',
          items: [
            'Social platforms: when you open the Service in WeChat, or choose to sign in or share through WeChat, we may receive, with your authorisation, information that WeChat makes available, such as your WeChat nickname, avatar and an identifier (OpenID) that lets us recognise you.',
            'Public sources: for example public blockchains, from which we read publicly available wallet addresses, token holdings and transaction records.',
            'Payment, identity-verification and anti-money-laundering providers: when you pay for something or when verification or screening is required, these providers may send us confirmation of payment status, verification results and screening results.',
          ],
        },
        { kind: 'p', text: 'We require these third parties to confirm that they are entitled to share the information with us.' },
      ],
    },
    {
      id: 'how-we-use',
      heading: 'How we use your information',
      blocks: [
        {
          kind: 'p',
          text: 'We use personal information only for the following purposes, and only to the extent necessary for them:',
        },
        {
          kind: 'ul',
          items: [
            'Providing the Service: creating and securing your account, sending verification codes, issuing, displaying and redeeming coupons, awarding badges, recording your collectibles and NFT pass, running chat and the virtual-reality world, and providing customer support.',
            'Fraud prevention and security: detecting and preventing fraud, abuse, duplicate or fake accounts, unauthorised coupon redemption and other unlawful activity, and protecting our users and the Service.',
            'Analytics: understanding how the Service is used so that we can fix problems and improve features. Wherever possible we use aggregated or de-identified data for this.',
            'Notices: sending you service messages, such as verification codes, changes to coupons or events, security alerts and changes to our terms or to this policy.',
            'Personalisation (optional): showing you content, events and offers chosen for you. It is off until you agree to it, and you can switch it on or off at any time in [Privacy settings](/privacy-settings); when it is off, we show you content that is not personalised. Remembering your language and showing the badges and coupons you hold are part of the Service itself.',
            'Marketing (optional): telling you about new cultural projects, events, partner promotions and offers. It is off until you agree to it, and you can withdraw your agreement at any time in [Privacy settings](/privacy-settings) or by writing to {email}. Refusing or withdrawing never limits the Service and does not stop service messages.',
            'Legal duties: complying with laws and regulations, responding to lawful requests from competent authorities, keeping records required by law, and establishing, exercising or defending legal claims.',
          ],
        },
        {
          kind: 'p',
          text: 'Our legal grounds for processing are: your consent; the need to conclude or perform our agreement with you; the need to fulfil our legal duties and obligations; and other grounds permitted by law. Where we rely on your consent, you may withdraw it at any time (see “Your rights and choices”). If we want to use your information for a new purpose that is not compatible with those above, we will tell you first and, where required, ask for your consent.',
        },
      ],
    },
    {
      id: 'local-storage',
      heading: 'Cookies and local storage',
      blocks: [
        {
          kind: 'p',
          text: 'To work properly, the Service uses your browser’s local storage and, where needed, similar technologies such as cookies. We store the following items on your device:',
        },
        {
          kind: 'ul',
          items: [
            'a session token, which keeps you signed in (for guests, the anonymous guest token);',
            'your user ID, so that the Service knows which account is signed in;',
            'your language preference (stored under the key “language”);',
            'a device identifier generated by the Service, used for security and to recognise your device across sessions;',
            'technical settings, such as the blockchain network you selected and cached resources for the virtual-reality world.',
          ],
        },
        {
          kind: 'p',
          text: 'These items are strictly necessary to provide the Service and are not used to track you across other websites. We do not allow third-party advertising networks to place tracking cookies through the Service. You can clear local storage and cookies in your browser or WeChat settings at any time; if you do, you will be signed out and some features may not work until you sign in again.',
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'How we share your information',
      blocks: [
        { kind: 'p', text: 'We do not sell your personal information. We share it only in the following cases:' },
        {
          kind: 'ul',
          items: [
            'Service providers (processors) that handle data on our behalf and on our instructions, including our SMS provider (to send verification codes and notices), cloud hosting and storage providers, and analytics and customer-support tools. Our contracts with them require confidentiality and security and allow them to use the data only for the tasks we give them.',
            'WeChat (Tencent), when you use the Service inside WeChat or choose to sign in or share through WeChat. WeChat processes this information under its own privacy policy.',
            'Payment, identity-verification and anti-money-laundering providers, when you make a payment or when verification or screening is required.',
            'Partner shops and project partners, limited to the coupon or activity information needed to redeem a coupon or deliver a benefit you have chosen (for example, confirming at the counter that a coupon code is valid). We do not give partners your phone number without your consent.',
            'Other users: information you choose to make visible, such as your nickname, avatar, badges and the messages you send in chats, can be seen by the users you interact with.',
            'NFT indexing services outside mainland China (NFTScan and Alchemy Insights, Inc.), only with your separate consent and never for a child under 14: see “Where we store your information”.',
            'Public blockchains: see “Public blockchains” below.',
            'Authorities and legal process: where required by law, regulation, a court order or a lawful request of a competent authority, or where necessary to protect the life, health or property of any person.',
            'Business transfers: if {company} is involved in a merger, acquisition, restructuring or sale of assets, personal information may pass to the successor, which will remain bound by this policy. We will tell you the recipient’s name and contact details, and if the recipient changes the purpose or method of processing, it will ask for your consent again.',
          ],
        },
        {
          kind: 'p',
          text: 'Where the law requires your separate consent before we provide your personal information to another handler, we will ask for it first.',
        },
      ],
    },
    {
      id: 'public-blockchain',
      heading: 'Public blockchains',
      blocks: [
        {
          kind: 'p',
          text: 'If you use a crypto wallet, claim or hold a digital collectible or the NFT pass, or make an on-chain transaction, some information is recorded on a public blockchain. Your wallet address and your on-chain transactions (including token holdings, transfers and timestamps) are public by design: anyone can see them, and they may be linked with other information about you.',
        },
        {
          kind: 'p',
          text: 'Blockchains are decentralised networks that we do not control. Once information has been written to a blockchain, we cannot change, hide or erase it, even after you delete your account. Information on a public blockchain is also copied by network nodes around the world, outside our control. Please think carefully before you link a wallet address to your identity.',
        },
      ],
    },
    {
      id: 'storage-location',
      heading: 'Where we store your information',
      blocks: [
        {
          kind: 'p',
          text: 'We store your personal information on servers located within mainland China (which, for this policy, does not include the Hong Kong SAR, the Macao SAR or Taiwan). Our SMS provider, WeChat and WeChat Pay also process the information we give them within mainland China.',
        },
        {
          kind: 'p',
          text: 'The NFT list (optional). To list the digital collectibles (NFTs) held by a wallet you have linked, the Service asks an NFT indexing service outside mainland China: NFTScan (www.nftscan.com) or Alchemy Insights, Inc. in the United States (www.alchemy.com). They receive only the wallet address whose collectibles are listed, and use it to answer that request. We send it only after you give your separate consent where the list is shown. If you choose “Not now”, nothing is sent and the rest of the Service works as before. You can withdraw this consent at any time in [Privacy settings](/privacy-settings), and nothing more is sent from then on. To exercise your rights against these recipients, contact them through their websites, or contact us and we will help.',
        },
        {
          kind: 'p',
          text: 'We never send the wallet address or any other information of a child under 14 to these services, whatever a guardian has decided: the NFT list is not available to children.',
        },
        {
          kind: 'p',
          text: 'Apart from this, we do not provide your personal information outside mainland China. If that ever becomes necessary, we will first complete the steps required by Chinese law (a security assessment, standard contract or certification, as applicable), tell you the overseas recipient’s name and contact details, the purpose and method of processing, the information concerned and how to exercise your rights against it, and ask for your separate consent.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep your information',
      blocks: [
        {
          kind: 'p',
          text: 'We keep personal information only for the shortest period necessary for the purposes in this policy, unless the law requires a longer one. Every category has a fixed period, and an automatic clean-up deletes or anonymises what has expired:',
        },
        {
          kind: 'ul',
          items: [
            'account information (profile, phone number, chat, uploads, wallets, coupons, badges, your notices and privacy requests): while your account exists; when you cancel your account, it is erased after the cooling-off period (see “Cancelling your account”);',
            'login sessions: until they expire; verification codes: one hour after they expire; guest tokens that hold nothing: 24 hours;',
            'the zip file of “Download my data”: 24 hours; the record of the request, without the file: 30 days;',
            'security and access logs with IP addresses: six months, as the Cybersecurity Law requires;',
            'the records of your consents and of how we answered your privacy requests: three years after your account ends, as evidence that we acted lawfully (the general limitation period of the Civil Code);',
            'the record that a 30-day notice before closing your account was sent (the notice, the time and whether the SMS was delivered, with your phone number masked): three years after your account ends, for the same reason;',
            'orders, refunds and certificates: for the periods required by accounting law, without your name, phone number or account.',
          ],
        },
        {
          kind: 'p',
          text: 'When a retention period ends, we delete or anonymise the information. Where deletion is technically difficult (for example, in backups), we stop all processing other than storage and the necessary security measures until the information can be deleted.',
        },
      ],
    },
    {
      id: 'security',
      heading: 'How we protect your information',
      blocks: [
        {
          kind: 'p',
          text: 'We use reasonable technical and organisational measures that meet industry standards to protect personal information against unauthorised access, disclosure, alteration, loss or destruction, including:',
        },
        {
          kind: 'ul',
          items: [
            'encryption of data in transit (HTTPS/TLS) and, for sensitive data, encryption at rest;',
            'access controls based on the principle of least privilege, with access logging;',
            'confidentiality obligations and data protection training for staff and contractors;',
            'security assessments of our systems and of our service providers;',
            'an incident response plan for personal information security incidents.',
          ],
        },
        {
          kind: 'p',
          text: 'No system is completely secure. Please keep your phone, your SMS verification codes and your wallet credentials safe and never share them with anyone, including people who claim to be our staff. We will never ask you for a verification code, password, private key or recovery phrase.',
        },
        {
          kind: 'p',
          text: 'If a personal information security incident occurs, we will promptly take remedial action and, as required by law, tell you by SMS, in-app notice or e-mail what happened, its possible impact, what we have done or will do, and what you can do to protect yourself. We will also report the incident to the competent authorities.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights and choices',
      blocks: [
        { kind: 'p', text: 'Subject to the conditions and exceptions set by law, you have the right to:' },
        {
          kind: 'ul',
          items: [
            'Access and copy: know what personal information we hold about you and obtain a copy of it (you can also download a copy yourself, see below).',
            'Correction: ask us to correct inaccurate information or complete incomplete information; you can also edit your profile directly in the app.',
            'Deletion: ask us to delete your personal information, or cancel your account yourself (see “Cancelling your account”).',
            'Withdraw consent: withdraw any consent you have given. Withdrawal does not affect processing carried out before it.',
            'Restriction and objection: ask us to restrict, or object to, particular processing, including personalised recommendations.',
            'Portability: where technically feasible and allowed by law, ask us to transfer your personal information to another handler you designate.',
            'Explanation: ask us to explain the rules we apply when we process your personal information.',
            'Complaint: complain to us about how we handle your personal information.',
          ],
        },
        {
          kind: 'p',
          text: 'Making a request. In the app, go to [Privacy requests](/privacy-requests) (My → Privacy requests) and ask for access, correction or deletion, or make a complaint. You can also write to {email}; we may then need to verify your identity first. We reply within 15 working days (working days in mainland China, public holidays not counted), counted from the day after your request; the app shows each request’s deadline. Our reply appears with the request and in [Notices](/notices). If we refuse a request, we tell you why. We do not charge for reasonable requests.',
        },
        {
          kind: 'p',
          text: 'Download my data. In My → Download my data, you can get a copy of the information in your account: your profile, logins, wallets, coupons, badges and check-ins, event sign-ups, orders, the messages you sent, your world uploads, your consents and your privacy requests. The copy is prepared in the background while the page shows its progress. It is a zip file with a page you can read and the same data in a machine-readable format. Its download link works for 24 hours and only for you, signed in to your own account; each copy and each download is recorded.',
        },
      ],
    },
    {
      id: 'consents',
      heading: 'What you agreed to, and your choices',
      blocks: [
        {
          kind: 'p',
          text: 'We keep a record of each decision you make about this policy, the User Agreement, the Children’s Personal Information Rules and the optional purposes: the document and its version, the language, your decision (agree, refuse or withdraw), the time, how it was given and your IP address, and, for a child, the guardian’s phone number. A withdrawal is a new record, and we always follow your latest decision.',
        },
        {
          kind: 'p',
          text: 'The optional purposes, marketing messages, personalisation and the NFT list abroad, are off until you agree to them. You can refuse or withdraw them at any time in [Privacy settings](/privacy-settings) without losing the Service.',
        },
      ],
    },
    {
      id: 'account-deletion',
      heading: 'Cancelling your account',
      blocks: [
        {
          kind: 'p',
          text: 'You can cancel your account at any time in the app: go to My → Cancel my account and confirm. You can also make a deletion request in [Privacy requests](/privacy-requests) or write to {email}; we will check that the request comes from the account holder.',
        },
        {
          kind: 'p',
          text: 'Seven days to change your mind. When you confirm, you are signed out on all your devices and a cooling-off period of seven days starts. To keep your account, log in during those seven days: the app shows that your account is being cancelled, and you keep it by choosing “Keep my account” and confirming. If you do nothing, the cancellation goes ahead when the seven days end.',
        },
        {
          kind: 'p',
          text: 'Then we erase your account: your profile, phone number, logins, wallets, coupons, badges, tickets, uploads, notices and requests are deleted. In group chats, your messages are shown as sent by a “Deleted account”, with their words removed. Coupons, badges and other benefits can no longer be used and cannot be restored. If you later log in with the same phone number, a new, empty account is created. We complete the cancellation within 15 working days of your request.',
        },
        {
          kind: 'p',
          text: 'What we keep, and why: orders, refunds and certificates, without your name, phone number or account, for the periods required by accounting law; the records of your consents, of how we answered your privacy requests and of any 30-day notice before closing your account, for three years after your account ends, as evidence that we acted lawfully; security logs, for six months as the Cybersecurity Law requires. We only store and protect this information and use it for nothing else.',
        },
        {
          kind: 'p',
          text: 'Cancelling your account does not remove information recorded on a public blockchain, and any digital collectibles or NFTs held in your own wallet stay in that wallet.',
        },
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        {
          kind: 'p',
          text: 'In this policy, a child (a minor) is anyone under the age of 14. The personal information of children under the age of 14 is sensitive personal information.',
        },
        {
          kind: 'p',
          text: 'The Service is intended for the general public. The first time you log in (or, for an earlier account, at your next visit), we ask for your year and month of birth, not the day. If you are under 14, your parent or other guardian must agree to our [Children’s Personal Information Rules](/childrenRules) before we use your information beyond your login.',
        },
        {
          kind: 'p',
          text: 'How a guardian agrees. The child’s phone shows an invitation as a link and a QR code, valid for 30 minutes. The guardian opens it on their own phone (or on the child’s, if they are together), confirms their own phone number with an SMS code, reads the Children’s Personal Information Rules and agrees or refuses. We record the decision with the guardian’s phone number, the version of the rules, the language and the time, and keep the guardian’s name, relationship and phone number so that they can look after the child’s information later.',
        },
        {
          kind: 'p',
          text: 'Until a guardian agrees, or after a guardian refuses or withdraws consent, a child cannot chat, have a public profile or personal room, make purchases or upload pictures or models. Browsing, coupons and badges stay available.',
        },
        {
          kind: 'p',
          text: 'From their own phone, the guardian can see the child’s information, correct the child’s nickname and birth month, withdraw consent (or give it again) and cancel the child’s account, with the same cooling-off period and erasure as above. A child’s information is never sent outside mainland China. Guardians can also contact us at {email}.',
        },
      ],
    },
    {
      id: 'service-termination',
      heading: 'If the Service ends or we close your account',
      blocks: [
        {
          kind: 'p',
          text: 'If we decide to stop operating the Service, or a part of it, we will tell you at least 30 days in advance in [Notices](/notices) and by SMS to your account’s phone number. Once the Service has ended, we will stop collecting personal information and will delete or anonymise the personal information we hold, except where the law requires us to keep it.',
        },
        {
          kind: 'p',
          text: 'If we decide to close your account, we will likewise tell you at least 30 days in advance in Notices and by SMS.',
        },
      ],
    },
    {
      id: 'notices',
      heading: 'Notices we send you',
      blocks: [
        {
          kind: 'p',
          text: 'Signed-in members find our notices in [Notices](/notices) (My → Notices), newest first, with the number not yet read. We post there: material changes to this policy or the User Agreement; the 30-day notice before the Service or a part of it ends; the 30-day notice before we close your account; and our replies to your privacy requests.',
        },
        {
          kind: 'p',
          text: 'The two 30-day notices are also sent by SMS to your account’s phone number; the others stay in the app. We record each notice, who has read it and whether each SMS was delivered.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        {
          kind: 'p',
          text: 'We may update this policy from time to time. When we do, we publish the new version on this page with its version number and effective date.',
        },
        {
          kind: 'p',
          text: 'A material change, such as a change in the information we collect, who we share it with, how long we keep it, or your rights and how quickly we answer them, is shown to you the next time you open the Service, with a short summary of what changed. You are asked to agree before you continue, and nothing more is collected until you do. We also post the change in [Notices](/notices). A minor change, such as wording or contact details, is shown once as a banner.',
        },
        { kind: 'p', text: 'We will not reduce your rights under this policy without your explicit consent.' },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        {
          kind: 'p',
          text: 'If you have any questions, comments or complaints about this policy or the way we handle your personal information, or want to exercise your rights, use [Privacy requests](/privacy-requests) in the app or write to {email}. We will reply within 15 working days.',
        },
        {
          kind: 'p',
          text: 'If you are not satisfied with our reply, you may complain to the authority responsible for personal information protection, or resolve the dispute as set out in our [User Agreement](/userAgreement).',
        },
      ],
    },
  ],
};

const zhCN: LegalDocument = {
  title: '隐私政策',
  effectiveDate: '2026-11-27',
  updatedLabel: '第2版，生效日期：2026年11月27日',
  intro: [
    {
      kind: 'p',
      text: '{company}（以下简称“我们”）深知个人信息对您的重要性。本隐私政策说明您在使用{product}移动网页应用及相关服务（包括通过微信内置浏览器访问，以下统称“本服务”）时，我们如何收集、使用、存储、共享和保护您的个人信息，以及您依法享有的权利。',
    },
    {
      kind: 'p',
      text: '请您在使用本服务前仔细阅读并充分理解本政策。您首次打开本服务时，我们会向您展示本政策和[《用户协议》](/userAgreement)并征求您的同意；在此之前，除匿名游客标识外，我们不会收集任何信息。如您不同意，我们将无法向您提供本服务，也不会再收集任何信息；您可以随时回来表示同意。',
    },
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: '我们是谁及本政策的适用范围',
      blocks: [
        {
          kind: 'p',
          text: '{product}由{company}运营。根据《中华人民共和国个人信息保护法》等适用法律，{company}是负责处理您个人信息的个人信息处理者。',
        },
        {
          kind: 'p',
          text: '本政策适用于本服务的全部功能，包括文化项目页面（如绣荷包公益认养项目、傩面舞IP项目和中秋灯会活动）、优惠券、勋章、数字藏品及NFT通行证、私聊与群聊、用户资料以及虚拟现实展览世界。本政策不适用于您通过本服务中的链接访问的第三方网站或服务，它们适用各自的隐私政策。',
        },
      ],
    },
    {
      id: 'public-browsing',
      heading: '游客浏览',
      blocks: [
        {
          kind: 'p',
          text: '您无需登录即可浏览本服务的公开区域，此时我们不会要求或收集您的个人信息。为使页面正常运行，本服务会自动为您的浏览器分配一个匿名游客令牌。该令牌不与您的姓名、手机号码或其他能够识别您身份的信息相关联，仅用于提供公开页面并保障其安全。',
        },
        {
          kind: 'p',
          text: '您的浏览器在每次访问时自动发送的技术信息（如IP地址、浏览器类型）仅被临时用于传输页面和防御网络攻击，不会与您本人相关联，也不会被用于建立用户画像。只有在您登录、注册或主动使用需要账号的功能（例如领取勋章、持有优惠券或参与聊天）时，我们才开始收集您的个人信息。',
        },
      ],
    },
    {
      id: 'information-we-collect',
      heading: '我们收集的个人信息',
      blocks: [
        { kind: 'p', text: '当您使用需要账号的功能时，我们会收集以下类型的个人信息：' },
        {
          kind: 'ul',
          items: [
            '手机号码：您使用手机号码注册或登录时，我们会收集您的手机号码（含国家或地区代码），用于向您发送短信验证码、创建账号并保障账号安全。如您不提供手机号码，将无法完成注册。',
            '钱包信息：您使用浏览器加密钱包登录时，我们会收集您的公开钱包地址和所使用的区块链网络，并请求您的钱包对一段消息进行签名，以确认您控制该地址。我们绝不会索取、也不会获得您的私钥或助记词。',
            '优惠券信息：向您发放的优惠券及其券码（包括在门店柜台出示的二维码和条形码）、使用状态、有效期、核销门店或合作方以及核销时间。',
            '交易信息：您通过本服务进行的领取、购买、认养、铸造、转移等交易的详情，包括钱包信息、价格、日期、地点（如交易发生的门店或活动现场）以及相关的勋章、藏品或NFT。',
            '联系信息：您的手机号码，以及您主动提供的电子邮箱地址（例如您联系客服时）和您与我们的往来内容。',
            '资料与聊天信息：您自愿提供的昵称、头像等资料，以及您在私聊或群聊中发送的文字、图片等内容。',
            '使用信息：您使用本服务的情况，如访问的页面和功能、领取的勋章、进入的虚拟现实展厅、访问时间与时长以及错误日志。',
            '设备信息：设备型号、操作系统、浏览器类型及版本（包括是否使用微信内置浏览器）、语言设置、屏幕尺寸、本服务生成的设备标识符以及IP地址。',
            '大致位置：根据您的IP地址推断的大致位置，如所在城市或地区。我们不会收集您的精确位置信息。',
          ],
        },
        {
          kind: 'p',
          text: '如您参加依法需要进行身份核验的活动（例如包含KYC环节的数字藏品或NFT通行证发售），我们或我们委托的身份核验服务商可能会收集您的姓名、身份证件信息等。我们会在收集时告知您，并在法律要求时取得您的单独同意。身份证件信息和金融账户信息属于敏感个人信息，我们仅在必要时处理，并采取严格的保护措施。',
        },
      ],
    },
    {
      id: 'sources',
      heading: '个人信息的来源',
      blocks: [
        {
          kind: 'p',
          text: '我们收集的个人信息大多直接来自您本人，或来自您使用本服务时的设备。此外，我们还可能从以下来源获得您的个人信息：',
        },
        {
          kind: 'ul',
          items: [
            '社交平台：当您在微信中打开本服务，或选择通过微信登录、分享时，我们可能在您授权后获得微信提供的信息，如微信昵称、头像以及用于识别您的标识（OpenID）。',
            '公开来源：例如公有区块链，我们会从中读取公开的钱包地址、代币持有情况和交易记录。',
            '支付、身份核验和反洗钱服务商：在您付款或需要进行核验、筛查时，上述服务商可能向我们提供支付状态确认、核验结果和筛查结果。',
          ],
        },
        { kind: 'p', text: '我们会要求上述第三方确认其有权向我们提供相关信息。' },
      ],
    },
    {
      id: 'how-we-use',
      heading: '我们如何使用个人信息',
      blocks: [
        { kind: 'p', text: '我们仅为以下目的、并在实现目的所必需的范围内使用您的个人信息：' },
        {
          kind: 'ul',
          items: [
            '提供服务：创建并保护您的账号，发送验证码，发放、展示和核销优惠券，授予勋章，记录您的数字藏品和NFT通行证，运行聊天功能和虚拟现实世界，并提供客户支持。',
            '防范欺诈与保障安全：发现和防范欺诈、滥用、重复或虚假账号、未经授权核销优惠券等违法违规行为，保护用户和本服务的安全。',
            '统计分析：了解本服务的使用情况，以便修复问题、改进功能。我们会尽可能使用汇总或去标识化的数据进行分析。',
            '发送通知：向您发送服务类消息，如验证码、优惠券或活动变动、安全提醒，以及相关协议或本政策的变更通知。',
            '个性化展示（可选）：向您展示为您挑选的内容、活动和优惠。未经您同意不会开启；您可以随时在[隐私设置](/privacy-settings)中开启或关闭，关闭后我们将向您展示非个性化的内容。记住您的语言偏好、展示您持有的勋章和优惠券属于本服务本身的功能。',
            '营销推广（可选）：向您介绍新的文化项目、活动、合作方推广和优惠。未经您同意不会开启；您可以随时在[隐私设置](/privacy-settings)中撤回同意，或发送邮件至{email}。拒绝或撤回同意不会影响您使用本服务，也不影响服务类消息的发送。',
            '履行法定义务：遵守法律法规，配合有权机关依法提出的要求，依法保存记录，以及提起、行使或抗辩法律主张。',
          ],
        },
        {
          kind: 'p',
          text: '我们处理个人信息的合法性基础包括：取得您的同意；为订立、履行您作为一方当事人的合同所必需；为履行法定职责或者法定义务所必需；以及法律、行政法规规定的其他情形。对于基于同意的处理，您可以随时撤回同意（见“您的权利”）。如我们拟将您的个人信息用于与上述目的不相符的新目的，将事先告知您，并在法律要求时重新取得您的同意。',
        },
      ],
    },
    {
      id: 'local-storage',
      heading: 'Cookie与本地存储',
      blocks: [
        {
          kind: 'p',
          text: '为保证本服务正常运行，我们会使用浏览器的本地存储（local storage），必要时也会使用Cookie等类似技术。我们在您的设备上存储以下信息：',
        },
        {
          kind: 'ul',
          items: [
            '会话令牌，用于保持您的登录状态（游客则为匿名游客令牌）；',
            '用户ID，用于识别当前登录的账号；',
            '语言偏好（以“language”为键名存储）；',
            '本服务生成的设备标识符，用于安全保护，并在不同会话中识别您的设备；',
            '技术设置，如您选择的区块链网络以及虚拟现实世界的缓存资源。',
          ],
        },
        {
          kind: 'p',
          text: '上述信息均为提供本服务所必需，不会被用于在其他网站上追踪您。我们不允许第三方广告网络通过本服务设置追踪型Cookie。您可以随时在浏览器或微信的设置中清除本地存储和Cookie；清除后您将退出登录，部分功能在您重新登录前可能无法使用。',
        },
      ],
    },
    {
      id: 'sharing',
      heading: '我们如何共享个人信息',
      blocks: [
        { kind: 'p', text: '我们不会出售您的个人信息。我们仅在以下情形中共享您的个人信息：' },
        {
          kind: 'ul',
          items: [
            '受托处理者：代表我们并按照我们的指示处理数据的服务商，包括短信服务商（用于发送验证码和通知）、云服务器与存储服务商，以及数据分析和客服工具提供商。我们会与其签订协议，要求其履行保密和安全保护义务，并仅为完成我们委托的事项使用数据。',
            '微信（腾讯）：当您在微信中使用本服务，或选择通过微信登录、分享时。微信将按照其自身的隐私政策处理相关信息。',
            '支付、身份核验和反洗钱服务商：在您付款或依法需要进行核验、筛查时。',
            '合作门店和项目合作方：仅限于核销优惠券或提供您所选择的权益所必需的优惠券或活动信息（例如在柜台确认券码是否有效）。未经您同意，我们不会向合作方提供您的手机号码。',
            '其他用户：您选择公开的信息，如昵称、头像、勋章以及您在聊天中发送的消息，会被与您互动的用户看到。',
            '中国大陆境外的NFT索引服务（NFTScan和Alchemy Insights, Inc.）：仅在取得您的单独同意后提供，且绝不提供不满14周岁儿童的信息，详见“个人信息的存储地点”。',
            '公有区块链：详见下文“公有区块链”部分。',
            '有权机关与法律程序：根据法律法规、法院裁判或有权机关的合法要求，或为保护自然人的生命健康和财产安全所必需时。',
            '业务转让：如{company}发生合并、收购、重组或资产出售，您的个人信息可能转移至承继方，承继方将继续受本政策约束。我们会告知您接收方的名称和联系方式；接收方变更原先的处理目的或处理方式的，将重新取得您的同意。',
          ],
        },
        { kind: 'p', text: '法律要求在向其他个人信息处理者提供您的个人信息前取得您单独同意的，我们将事先取得您的单独同意。' },
      ],
    },
    {
      id: 'public-blockchain',
      heading: '公有区块链',
      blocks: [
        {
          kind: 'p',
          text: '当您使用加密钱包、领取或持有数字藏品或NFT通行证，或进行链上交易时，部分信息将被记录在公有区块链上。您的钱包地址和链上交易（包括代币持有、转移记录和时间戳）是公开的：任何人都可以查看，且这些信息可能与您的其他信息相关联。',
        },
        {
          kind: 'p',
          text: '区块链是我们无法控制的去中心化网络。信息一经写入区块链，我们即无法修改、隐藏或删除，即使您注销账号后亦然。公有区块链上的信息还会由全球各地的网络节点复制保存，不受我们控制。在将钱包地址与您的身份相关联之前，请您审慎考虑。',
        },
      ],
    },
    {
      id: 'storage-location',
      heading: '个人信息的存储地点',
      blocks: [
        {
          kind: 'p',
          text: '我们将您的个人信息存储于中国大陆境内的服务器（为本政策之目的，中国大陆不包括香港特别行政区、澳门特别行政区和台湾地区）。我们的短信服务商、微信和微信支付同样在中国大陆境内处理我们向其提供的信息。',
        },
        {
          kind: 'p',
          text: 'NFT列表（可选）：为列出您所绑定钱包中持有的数字藏品（NFT），本服务会向位于中国大陆境外的NFT索引服务查询，即NFTScan（www.nftscan.com）或位于美国的Alchemy Insights, Inc.（www.alchemy.com）。它们仅接收需要列出藏品的钱包地址，并仅用于答复该次查询。我们仅在您于列表处作出单独同意后才会发送；如您选择“暂不”，我们不会发送任何信息，本服务的其他功能不受影响。您可以随时在[隐私设置](/privacy-settings)中撤回该同意，此后我们不再发送。如需向上述接收方行使您的权利，可以通过其网站与其联系，也可以联系我们协助处理。',
        },
        {
          kind: 'p',
          text: '无论监护人作出何种决定，我们绝不会向上述服务发送不满14周岁儿童的钱包地址或任何其他信息：儿童无法使用NFT列表功能。',
        },
        {
          kind: 'p',
          text: '除上述情形外，我们不会向中国大陆境外提供您的个人信息。如确需向境外提供，我们将事先依照中国法律履行安全评估、标准合同或认证等法定程序（视适用情况而定），向您告知境外接收方的名称、联系方式、处理目的、处理方式、涉及的个人信息种类以及您向其行使权利的方式，并取得您的单独同意。',
        },
      ],
    },
    {
      id: 'retention',
      heading: '个人信息的保存期限',
      blocks: [
        {
          kind: 'p',
          text: '除法律法规另有规定外，我们仅在实现本政策所述目的所必需的最短期限内保存您的个人信息。每类个人信息都有确定的保存期限，到期后由系统自动删除或进行匿名化处理：',
        },
        {
          kind: 'ul',
          items: [
            '账号信息（个人资料、手机号码、聊天记录、上传内容、钱包、优惠券、勋章、您的通知及个人信息申请）：在您的账号存续期间保存；您注销账号的，于冷静期届满后删除（见“注销账号”）；',
            '登录会话：保存至失效为止；验证码：失效后1小时；未持有任何内容的游客标识：24小时；',
            '“下载我的数据”生成的压缩包：24小时；该次申请的记录（不含文件）：30日；',
            '含IP地址的安全日志和访问日志：6个月，此为《网络安全法》的要求；',
            '您的同意记录以及我们答复您个人信息申请的记录：账号终止后3年，用于证明我们依法处理（《民法典》规定的普通诉讼时效期间）；',
            '关闭账号前30日通知的发送记录（通知内容、发送时间及短信是否送达，手机号码经掩码处理）：账号终止后3年，理由同上；',
            '订单、退款和证书：按会计法律法规要求的期限保存，且不含您的姓名、手机号码或账号。',
          ],
        },
        {
          kind: 'p',
          text: '保存期限届满后，我们将删除您的个人信息或进行匿名化处理。如删除在技术上难以实现（例如备份数据），我们将停止除存储和采取必要安全保护措施之外的处理。',
        },
      ],
    },
    {
      id: 'security',
      heading: '我们如何保护个人信息',
      blocks: [
        {
          kind: 'p',
          text: '我们采取符合业界标准的合理技术措施和管理措施，防止个人信息遭到未经授权的访问、泄露、篡改、丢失或毁损，包括：',
        },
        {
          kind: 'ul',
          items: [
            '对传输中的数据采用HTTPS/TLS加密，并对敏感数据进行加密存储；',
            '按照最小权限原则实施访问控制，并记录访问日志；',
            '要求员工及外包人员承担保密义务，并开展数据保护培训；',
            '对我们的系统和服务商开展安全评估；',
            '制定并执行个人信息安全事件应急预案。',
          ],
        },
        {
          kind: 'p',
          text: '任何系统都无法做到绝对安全。请妥善保管您的手机、短信验证码和钱包凭证，切勿向任何人透露，包括自称我们工作人员的人。我们绝不会向您索要验证码、密码、私钥或助记词。',
        },
        {
          kind: 'p',
          text: '如发生个人信息安全事件，我们将立即采取补救措施，并依法通过短信、应用内通知或电子邮件等方式告知您事件情况、可能造成的影响、我们已采取或将要采取的措施，以及您可以采取的防范措施，同时向有关主管部门报告。',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: '您的权利',
      blocks: [
        { kind: 'p', text: '在符合法律规定的条件下，您享有以下权利：' },
        {
          kind: 'ul',
          items: [
            '查阅、复制：了解我们持有的您的个人信息，并获取副本（您也可以自行下载副本，见下文）。',
            '更正、补充：要求我们更正不准确的信息或补充不完整的信息；您也可以在应用内直接修改个人资料。',
            '删除：要求我们删除您的个人信息，或自行注销账号（见“注销账号”）。',
            '撤回同意：撤回您此前作出的同意。撤回同意不影响撤回前基于同意已进行的处理。',
            '限制或拒绝处理：要求限制或拒绝我们对您个人信息的特定处理，包括个性化推荐。',
            '转移：在技术可行且符合法律规定的条件时，请求将您的个人信息转移至您指定的个人信息处理者。',
            '要求解释说明：要求我们对个人信息处理规则进行解释说明。',
            '投诉：就我们处理您个人信息的方式向我们投诉。',
          ],
        },
        {
          kind: 'p',
          text: '如何提出申请：您可以在应用内进入[个人信息申请](/privacy-requests)（“我的”→“个人信息申请”），申请查阅、更正或删除，或提出投诉；也可以发送邮件至{email}，此时我们可能需要先核验您的身份。我们将自您提出申请的次日起15个工作日内答复（按中国大陆的工作日计算，法定节假日不计入），应用内会显示每项申请的答复期限。答复会显示在该申请下，并同时发送至[通知](/notices)。如我们拒绝您的申请，将向您说明理由。对于合理的请求，我们不收取费用。',
        },
        {
          kind: 'p',
          text: '下载我的数据：在“我的”→“下载我的数据”中，您可以获取账号内信息的副本，包括个人资料、登录记录、钱包、优惠券、勋章与打卡、活动报名、订单、您发送的消息、您在虚拟世界上传的内容、您的同意记录及个人信息申请。副本在后台生成，页面会显示生成进度；生成的是一个压缩包，内含可直接阅读的网页和相同内容的机器可读数据。下载链接有效期为24小时，且仅限您本人登录自己的账号后使用；每次生成和下载均有记录。',
        },
      ],
    },
    {
      id: 'consents',
      heading: '您的同意记录与选择',
      blocks: [
        {
          kind: 'p',
          text: '对于您就本政策、《用户协议》、《儿童个人信息保护规则》及各项可选用途作出的每一项决定，我们都会留存记录：所涉文件及其版本、语言、您的决定（同意、拒绝或撤回）、时间、作出方式和IP地址；如为儿童，还包括监护人的手机号码。撤回同意会形成一条新的记录，我们始终以您最新的决定为准。',
        },
        {
          kind: 'p',
          text: '可选用途包括营销信息、个性化展示和境外NFT列表，未经您同意均不会开启。您可以随时在[隐私设置](/privacy-settings)中拒绝或撤回，且不影响您使用本服务。',
        },
      ],
    },
    {
      id: 'account-deletion',
      heading: '注销账号',
      blocks: [
        {
          kind: 'p',
          text: '您可以随时在应用内注销账号：进入“我的”→“注销账号”并确认即可。您也可以在[个人信息申请](/privacy-requests)中提出删除申请，或发送邮件至{email}申请注销，我们将核实该请求确由账号持有人本人提出。',
        },
        {
          kind: 'p',
          text: '7日冷静期：您确认后，您在所有设备上的登录均将退出，并开始为期7日的冷静期。如您改变主意，可在7日内重新登录：应用会提示您的账号正在注销中，您选择“保留账号”并确认即可保留账号。如您未作任何操作，注销将在7日期满时继续进行。',
        },
        {
          kind: 'p',
          text: '随后我们将清除您的账号：您的个人资料、手机号码、登录记录、钱包、优惠券、勋章、门票、上传内容、通知及申请均将被删除；在群聊中，您发送的消息将显示为“已注销账号”发送，且消息内容会被清除。优惠券、勋章及其他权益将无法继续使用，且无法恢复。此后如您使用同一手机号码登录，将创建一个全新的空白账号。我们将在您提出申请之日起15个工作日内完成注销。',
        },
        {
          kind: 'p',
          text: '我们保留的信息及原因：订单、退款和证书，不含您的姓名、手机号码或账号，按会计法律法规要求的期限保存；您的同意记录、我们答复您个人信息申请的记录，以及关闭账号前30日通知的发送记录，于账号终止后保存3年，用于证明我们依法处理；安全日志按《网络安全法》的要求保存6个月。对于上述信息，我们仅作存储和安全保护，不作其他任何处理。',
        },
        { kind: 'p', text: '注销账号不会删除已记录在公有区块链上的信息；您自有钱包中持有的数字藏品或NFT仍保留在该钱包中。' },
      ],
    },
    {
      id: 'children',
      heading: '儿童个人信息保护',
      blocks: [
        {
          kind: 'p',
          text: '本政策所称儿童（即本政策项下的未成年人），是指不满14周岁的自然人。不满14周岁未成年人的个人信息属于敏感个人信息。',
        },
        {
          kind: 'p',
          text: '本服务面向社会公众。您首次登录时（此前已注册的账号则在下次访问时），我们会询问您的出生年份和月份，不询问具体日期。如您不满14周岁，须由您的父母或其他监护人同意我们的[《儿童个人信息保护规则》](/childrenRules)后，我们才会在登录所需之外使用您的个人信息。',
        },
        {
          kind: 'p',
          text: '监护人如何同意：儿童的手机会生成一个邀请链接及二维码，有效期30分钟。监护人在自己的手机上打开（如与儿童在一起，也可在儿童的手机上打开），通过短信验证码验证本人手机号码，阅读《儿童个人信息保护规则》后选择同意或拒绝。我们会记录该决定及监护人的手机号码、规则版本、语言和时间，并保存监护人的姓名、与儿童的关系和手机号码，以便其日后管理儿童的个人信息。',
        },
        {
          kind: 'p',
          text: '在监护人同意之前，或监护人拒绝、撤回同意之后，儿童无法使用聊天、公开个人主页或个人展厅、购买及上传图片或模型等功能；浏览、优惠券和勋章仍可正常使用。',
        },
        {
          kind: 'p',
          text: '监护人可以在自己的手机上查看儿童的信息，更正儿童的昵称和出生年月，撤回（或重新作出）同意，以及注销儿童的账号（适用与上文相同的冷静期和删除规则）。儿童的个人信息绝不会被提供至中国大陆境外。监护人也可以通过{email}与我们联系。',
        },
      ],
    },
    {
      id: 'service-termination',
      heading: '服务终止与账号关闭',
      blocks: [
        {
          kind: 'p',
          text: '如我们决定停止运营本服务或其部分功能，将至少提前30日通过[通知](/notices)及向您账号绑定的手机号码发送短信的方式告知您。本服务停止运营后，我们将停止收集个人信息，并对所持有的个人信息进行删除或匿名化处理，法律法规要求保存的除外。',
        },
        { kind: 'p', text: '如我们决定关闭您的账号，同样将至少提前30日通过通知及短信告知您。' },
      ],
    },
    {
      id: 'notices',
      heading: '我们向您发送的通知',
      blocks: [
        {
          kind: 'p',
          text: '登录后，您可以在[通知](/notices)（“我的”→“通知”）中查看我们发送的通知，最新的排在最前，并显示未读数量。我们会在此发布：本政策或《用户协议》的重大变更；本服务或其部分功能停止运营前30日的通知；关闭您账号前30日的通知；以及对您个人信息申请的答复。',
        },
        {
          kind: 'p',
          text: '上述两类30日通知还会以短信形式发送至您账号绑定的手机号码；其他通知仅在应用内发布。我们会记录每条通知、已阅读的用户以及每条短信是否送达。',
        },
      ],
    },
    {
      id: 'changes',
      heading: '本政策的变更',
      blocks: [
        { kind: 'p', text: '我们可能适时更新本政策。更新后，我们会在本页面发布新版本，并注明版本号和生效日期。' },
        {
          kind: 'p',
          text: '如发生重大变更，例如我们收集的个人信息、共享对象、保存期限，或您的权利及我们答复的时限发生变化，您下次打开本服务时将看到变更内容的简要说明，并须在同意后方可继续使用；在您同意之前，我们不会收集更多信息。我们也会在[通知](/notices)中发布该变更。一般变更（如文字调整或联系方式变化）将以横幅提示一次。',
        },
        { kind: 'p', text: '未经您明确同意，我们不会削减您依据本政策享有的权利。' },
      ],
    },
    {
      id: 'contact',
      heading: '联系我们',
      blocks: [
        {
          kind: 'p',
          text: '如您对本政策或我们处理您个人信息的方式有任何疑问、意见或投诉，或希望行使您的权利，请在应用内使用[个人信息申请](/privacy-requests)，或发送邮件至{email}与我们联系。我们将在15个工作日内答复。',
        },
        {
          kind: 'p',
          text: '如您对我们的答复不满意，可以向有关个人信息保护主管部门投诉，或按照[《用户协议》](/userAgreement)约定的方式解决争议。',
        },
      ],
    },
  ],
};

const zhTW: LegalDocument = {
  title: '隱私權政策',
  effectiveDate: '2026-11-27',
  updatedLabel: '第2版，生效日期：2026年11月27日',
  intro: [
    {
      kind: 'p',
      text: '{company}（以下稱「我們」）深知個人資料對您的重要性。本隱私權政策說明您使用{product}行動網頁應用程式及相關服務（包括透過微信內建瀏覽器開啟，以下合稱「本服務」）時，我們如何蒐集、使用、儲存、分享及保護您的個人資料，以及您依法享有的權利。',
    },
    {
      kind: 'p',
      text: '請您在使用本服務前詳閱並充分瞭解本政策。您第一次開啟本服務時，我們會向您顯示本政策及[《使用者協議》](/userAgreement)並徵求您的同意；在此之前，除匿名訪客權杖外，我們不會蒐集任何資料。如您不同意，我們將無法向您提供本服務，也不會再蒐集任何資料；您可以隨時回來表示同意。',
    },
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: '我們是誰及本政策的適用範圍',
      blocks: [
        {
          kind: 'p',
          text: '{product}由{company}營運。依《中華人民共和國個人信息保護法》等適用法律，{company}為負責處理您個人資料的個人資料處理者。',
        },
        {
          kind: 'p',
          text: '本政策適用於本服務的所有功能，包括文化專案頁面（如繡荷包公益認養專案、儺面舞IP專案及中秋燈會活動）、優惠券、勳章、數位收藏品及NFT通行證、私人聊天與群組聊天、使用者個人檔案，以及虛擬實境展覽世界。本政策不適用於您經由本服務中的連結前往的第三方網站或服務，其各自適用本身的隱私權政策。',
        },
      ],
    },
    {
      id: 'public-browsing',
      heading: '訪客瀏覽',
      blocks: [
        {
          kind: 'p',
          text: '您無須登入即可瀏覽本服務的公開區域，此時我們不會要求或蒐集您的個人資料。為使頁面正常運作，本服務會自動為您的瀏覽器核發一組匿名訪客權杖。該權杖不會與您的姓名、手機號碼或其他足以識別您身分的資料連結，僅用於提供公開頁面並維護其安全。',
        },
        {
          kind: 'p',
          text: '您的瀏覽器每次連線時自動傳送的技術資訊（如IP位址、瀏覽器類型），僅會暫時用於傳送頁面及防禦網路攻擊，不會與您本人連結，也不會用於建立使用者剖析資料。唯有在您登入、註冊或主動使用需要帳號的功能（例如領取勳章、持有優惠券或參與聊天）時，我們才會開始蒐集您的個人資料。',
        },
      ],
    },
    {
      id: 'information-we-collect',
      heading: '我們蒐集的個人資料',
      blocks: [
        { kind: 'p', text: '當您使用需要帳號的功能時，我們會蒐集下列類別的個人資料：' },
        {
          kind: 'ul',
          items: [
            '手機號碼：您以手機號碼註冊或登入時，我們會蒐集您的手機號碼（含國家或地區代碼），用於傳送簡訊驗證碼、建立帳號並維護帳號安全。如您不提供手機號碼，將無法完成註冊。',
            '錢包資訊：您以瀏覽器加密錢包登入時，我們會蒐集您的公開錢包地址及所使用的區塊鏈網路，並請您的錢包簽署一則訊息，以確認您控制該地址。我們絕不會索取、也不會取得您的私鑰或助記詞。',
            '優惠券資訊：核發給您的優惠券及其券號（包括於門市櫃檯出示的QR Code及條碼）、使用狀態、有效期間、兌換門市或合作夥伴，以及兌換時間。',
            '交易資料：您透過本服務進行的領取、購買、認養、鑄造、轉移及其他交易的明細，包括錢包資訊、價格、日期、地點（例如交易發生的門市或活動現場），以及相關的勳章、收藏品或NFT。',
            '聯絡資料：您的手機號碼，以及您主動提供的電子郵件地址（例如您聯絡客服時）與您和我們往來的內容。',
            '個人檔案與聊天資料：您自願提供的暱稱、頭像等個人檔案資料，以及您在私人聊天或群組聊天中傳送的文字、圖片等內容。',
            '使用資料：您使用本服務的情形，例如瀏覽的頁面與功能、領取的勳章、進入的虛擬實境展廳、造訪時間與時長，以及錯誤紀錄。',
            '裝置資料：裝置型號、作業系統、瀏覽器類型及版本（包括是否使用微信內建瀏覽器）、語言設定、螢幕尺寸、本服務產生的裝置識別碼，以及IP位址。',
            '概略位置：依您的IP位址推估的概略位置，例如所在城市或地區。我們不會蒐集您的精確位置資訊。',
          ],
        },
        {
          kind: 'p',
          text: '如您參加依法須進行身分驗證的活動（例如包含KYC程序的數位收藏品或NFT通行證發售），我們或受我們委託的身分驗證服務提供者可能會蒐集您的姓名、身分證明文件資料等。我們會在蒐集時告知您，並於法律要求時取得您的單獨同意。身分證明文件資料及金融帳戶資料屬於敏感個人資料，我們僅在必要時處理，並採取嚴格的保護措施。',
        },
      ],
    },
    {
      id: 'sources',
      heading: '個人資料的來源',
      blocks: [
        {
          kind: 'p',
          text: '我們蒐集的個人資料多數直接來自您本人，或來自您使用本服務時的裝置。此外，我們也可能自下列來源取得您的個人資料：',
        },
        {
          kind: 'ul',
          items: [
            '社群平台：當您在微信中開啟本服務，或選擇透過微信登入、分享時，我們可能在您授權後取得微信提供的資料，例如微信暱稱、頭像，以及用於識別您的識別碼（OpenID）。',
            '公開來源：例如公開區塊鏈，我們會從中讀取公開的錢包地址、代幣持有情形及交易紀錄。',
            '支付、身分驗證及洗錢防制服務提供者：在您付款或須進行驗證、篩檢時，上述服務提供者可能向我們提供付款狀態確認、驗證結果及篩檢結果。',
          ],
        },
        { kind: 'p', text: '我們會要求上述第三方確認其有權向我們提供相關資料。' },
      ],
    },
    {
      id: 'how-we-use',
      heading: '我們如何使用個人資料',
      blocks: [
        { kind: 'p', text: '我們僅為下列目的，並於達成目的所必要的範圍內，使用您的個人資料：' },
        {
          kind: 'ul',
          items: [
            '提供服務：建立並保護您的帳號、傳送驗證碼、核發、顯示及兌換優惠券、頒發勳章、記錄您的數位收藏品及NFT通行證、運作聊天功能與虛擬實境世界，以及提供客戶服務。',
            '防範詐欺與維護安全：偵測及防範詐欺、濫用、重複或虛假帳號、未經授權兌換優惠券等違法行為，保護使用者及本服務的安全。',
            '統計分析：瞭解本服務的使用情形，以修正問題並改善功能。我們會盡可能使用彙整或去識別化的資料進行分析。',
            '傳送通知：傳送服務相關訊息，例如驗證碼、優惠券或活動異動、安全提醒，以及相關條款或本政策的變更通知。',
            '個人化（選擇性）：向您呈現為您挑選的內容、活動及優惠。未經您同意不會開啟；您可以隨時在[隱私設定](/privacy-settings)中開啟或關閉，關閉後我們將向您呈現非個人化的內容。記住您的語言偏好、顯示您持有的勳章和優惠券屬於本服務本身的功能。',
            '行銷推廣（選擇性）：向您介紹新的文化專案、活動、合作夥伴推廣及優惠。未經您同意不會開啟；您可以隨時在[隱私設定](/privacy-settings)中撤回同意，或寄送電子郵件至{email}。拒絕或撤回同意不會影響您使用本服務，也不影響服務相關訊息的傳送。',
            '履行法定義務：遵守法令規定、配合主管機關依法提出的要求、依法保存紀錄，以及提出、行使或防禦法律上的請求。',
          ],
        },
        {
          kind: 'p',
          text: '我們處理個人資料的法律依據包括：您的同意；為訂立或履行您作為一方當事人的契約所必要；為履行法定職責或法定義務所必要；以及法律、行政法規規定的其他情形。對於基於同意的處理，您可以隨時撤回同意（請參閱「您的權利與選擇」）。如我們擬將您的個人資料用於與上述目的不相符的新目的，將事先告知您，並於法律要求時重新取得您的同意。',
        },
      ],
    },
    {
      id: 'local-storage',
      heading: 'Cookie與本機儲存',
      blocks: [
        {
          kind: 'p',
          text: '為使本服務正常運作，我們會使用瀏覽器的本機儲存空間（local storage），必要時也會使用Cookie等類似技術。我們會在您的裝置上儲存下列項目：',
        },
        {
          kind: 'ul',
          items: [
            '工作階段權杖，用於維持您的登入狀態（訪客則為匿名訪客權杖）；',
            '使用者ID，用於識別目前登入的帳號；',
            '語言偏好（以「language」為鍵名儲存）；',
            '本服務產生的裝置識別碼，用於安全防護，並在不同工作階段中辨識您的裝置；',
            '技術設定，例如您選擇的區塊鏈網路，以及虛擬實境世界的快取資源。',
          ],
        },
        {
          kind: 'p',
          text: '上述項目皆為提供本服務所必要，不會用於在其他網站上追蹤您。我們不允許第三方廣告聯播網透過本服務設置追蹤型Cookie。您可以隨時在瀏覽器或微信的設定中清除本機儲存資料及Cookie；清除後您將被登出，部分功能在您重新登入前可能無法使用。',
        },
      ],
    },
    {
      id: 'sharing',
      heading: '我們如何分享個人資料',
      blocks: [
        { kind: 'p', text: '我們不會出售您的個人資料。我們僅在下列情形分享您的個人資料：' },
        {
          kind: 'ul',
          items: [
            '受託處理者：代表我們並依我們的指示處理資料的服務提供者，包括簡訊服務商（用於傳送驗證碼及通知）、雲端主機與儲存服務商，以及數據分析與客服工具供應商。我們會與其簽訂契約，要求其負保密及安全維護義務，並僅為完成我們委託的事項使用資料。',
            '微信（騰訊）：當您在微信中使用本服務，或選擇透過微信登入、分享時。微信將依其本身的隱私權政策處理相關資料。',
            '支付、身分驗證及洗錢防制服務提供者：在您付款或依法須進行驗證、篩檢時。',
            '合作門市及專案合作夥伴：僅限於兌換優惠券或提供您所選擇之權益所必要的優惠券或活動資料（例如在櫃檯確認券號是否有效）。未經您同意，我們不會向合作夥伴提供您的手機號碼。',
            '其他使用者：您選擇公開的資料，例如暱稱、頭像、勳章以及您在聊天中傳送的訊息，會被與您互動的使用者看見。',
            '中國大陸地區以外的NFT索引服務（NFTScan及Alchemy Insights, Inc.）：僅於取得您的單獨同意後提供，且絕不提供未滿14歲兒童的資料，請參閱「個人資料的儲存地點」一節。',
            '公開區塊鏈：請參閱下方「公開區塊鏈」一節。',
            '主管機關及法律程序：依法令、法院裁判或主管機關的合法要求，或為保護任何人的生命、健康或財產安全所必要時。',
            '營業移轉：如{company}進行合併、收購、重組或資產出售，您的個人資料可能移轉予承受者，承受者將繼續受本政策拘束。我們會告知您接收者的名稱及聯絡方式；接收者變更原處理目的或處理方式時，將重新取得您的同意。',
          ],
        },
        { kind: 'p', text: '法律要求於向其他個人資料處理者提供您的個人資料前須取得您單獨同意者，我們將事先取得您的單獨同意。' },
      ],
    },
    {
      id: 'public-blockchain',
      heading: '公開區塊鏈',
      blocks: [
        {
          kind: 'p',
          text: '當您使用加密錢包、領取或持有數位收藏品或NFT通行證，或進行鏈上交易時，部分資訊將被記錄於公開區塊鏈上。您的錢包地址及鏈上交易（包括代幣持有、轉移紀錄及時間戳記）本質上是公開的：任何人皆可查看，且可能與您的其他資料產生關聯。',
        },
        {
          kind: 'p',
          text: '區塊鏈是我們無法控制的去中心化網路。資訊一經寫入區塊鏈，我們即無法修改、隱藏或刪除，即使在您刪除帳號後亦同。公開區塊鏈上的資訊也會由世界各地的網路節點複製保存，不受我們控制。在將錢包地址與您的身分連結之前，請審慎考量。',
        },
      ],
    },
    {
      id: 'storage-location',
      heading: '個人資料的儲存地點',
      blocks: [
        {
          kind: 'p',
          text: '我們將您的個人資料儲存於位在中國大陸地區境內的伺服器（就本政策而言，中國大陸地區不包括香港特別行政區、澳門特別行政區及台灣）。我們的簡訊服務商、微信及微信支付同樣在中國大陸地區境內處理我們提供的資料。',
        },
        {
          kind: 'p',
          text: 'NFT清單（選擇性）：為列出您所連結錢包中持有的數位收藏品（NFT），本服務會向位於中國大陸地區以外的NFT索引服務查詢，即NFTScan（www.nftscan.com）或位於美國的Alchemy Insights, Inc.（www.alchemy.com）。其僅會收到需要列出收藏品的錢包地址，並僅用於回覆該次查詢。我們僅於您在清單處表示單獨同意後才會傳送；如您選擇「暫不」，我們不會傳送任何資料，本服務的其他功能亦不受影響。您可以隨時在[隱私設定](/privacy-settings)中撤回此項同意，此後我們將不再傳送。如欲向上述接收者行使您的權利，可透過其網站與其聯絡，也可以聯絡我們協助處理。',
        },
        {
          kind: 'p',
          text: '無論監護人作出何種決定，我們絕不會向上述服務傳送未滿14歲兒童的錢包地址或任何其他資料：兒童無法使用NFT清單功能。',
        },
        {
          kind: 'p',
          text: '除上述情形外，我們不會向中國大陸地區以外提供您的個人資料。如確有必要向境外提供，我們將事先依中國法律完成安全評估、標準契約或認證等法定程序（視適用情形而定），告知您境外接收者的名稱、聯絡方式、處理目的、處理方式、涉及的個人資料類別，以及您向其行使權利的方式，並取得您的單獨同意。',
        },
      ],
    },
    {
      id: 'retention',
      heading: '個人資料的保存期限',
      blocks: [
        {
          kind: 'p',
          text: '除法令另有規定外，我們僅於達成本政策所述目的所必要的最短期間內保存您的個人資料。每一類個人資料都有明確的保存期限，期滿後由系統自動刪除或進行匿名化處理：',
        },
        {
          kind: 'ul',
          items: [
            '帳號資料（個人檔案、手機號碼、聊天內容、上傳內容、錢包、優惠券、勳章、您的通知及個人資訊申請）：於帳號存續期間保存；您註銷帳號時，於冷靜期屆滿後刪除（請參閱「註銷帳號」）；',
            '登入工作階段：保存至失效為止；驗證碼：失效後1小時；未持有任何內容的訪客權杖：24小時；',
            '「下載我的資料」產生的壓縮檔：24小時；該次申請的紀錄（不含檔案）：30天；',
            '含IP位址的安全日誌及存取日誌：6個月，此為中國《網路安全法》的要求；',
            '您的同意紀錄，以及我們回覆您個人資訊申請的紀錄：帳號終止後3年，用以證明我們依法處理（中國《民法典》規定的一般訴訟時效期間）；',
            '關閉帳號前30天通知的傳送紀錄（通知內容、傳送時間及簡訊是否送達，手機號碼經遮蔽處理）：帳號終止後3年，理由同上；',
            '訂單、退款及證書：依會計相關法令要求的期間保存，且不含您的姓名、手機號碼或帳號。',
          ],
        },
        {
          kind: 'p',
          text: '保存期限屆滿後，我們將刪除您的個人資料或進行匿名化處理。如刪除在技術上難以實現（例如備份資料），我們將停止儲存及必要安全維護措施以外的一切處理。',
        },
      ],
    },
    {
      id: 'security',
      heading: '我們如何保護個人資料',
      blocks: [
        {
          kind: 'p',
          text: '我們採取符合業界標準的合理技術及管理措施，防止個人資料遭未經授權的存取、洩漏、竄改、遺失或毀損，包括：',
        },
        {
          kind: 'ul',
          items: [
            '以HTTPS/TLS加密傳輸中的資料，並以加密方式儲存敏感資料；',
            '依最小權限原則實施存取控管，並保存存取紀錄；',
            '要求員工及外包人員負保密義務，並辦理資料保護教育訓練；',
            '對我們的系統及服務提供者進行安全評估；',
            '訂定並執行個人資料安全事故應變計畫。',
          ],
        },
        {
          kind: 'p',
          text: '任何系統都無法做到絕對安全。請妥善保管您的手機、簡訊驗證碼及錢包憑證，切勿透露給任何人，包括自稱是我們工作人員的人。我們絕不會向您索取驗證碼、密碼、私鑰或助記詞。',
        },
        {
          kind: 'p',
          text: '如發生個人資料安全事故，我們將立即採取補救措施，並依法透過簡訊、應用程式內通知或電子郵件等方式，告知您事故情形、可能造成的影響、我們已採取或將採取的措施，以及您可採取的防範措施，同時向主管機關通報。',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: '您的權利與選擇',
      blocks: [
        { kind: 'p', text: '在符合法律規定的條件下，您享有下列權利：' },
        {
          kind: 'ul',
          items: [
            '查閱及複製：瞭解我們持有的您的個人資料，並取得複本（您也可以自行下載複本，請參閱下文）。',
            '更正及補充：要求我們更正不正確的資料或補充不完整的資料；您也可以直接在應用程式內修改個人檔案。',
            '刪除：要求我們刪除您的個人資料，或自行註銷帳號（請參閱「註銷帳號」）。',
            '撤回同意：撤回您先前所為的同意。撤回同意不影響撤回前基於同意已進行的處理。',
            '限制或拒絕處理：要求限制或拒絕我們對您個人資料的特定處理，包括個人化推薦。',
            '資料可攜：在技術可行且符合法律規定的條件下，請求將您的個人資料移轉至您指定的個人資料處理者。',
            '要求說明：要求我們說明個人資料處理的規則。',
            '申訴：就我們處理您個人資料的方式向我們提出申訴。',
          ],
        },
        {
          kind: 'p',
          text: '如何提出申請：您可以在應用程式內進入[個人資訊申請](/privacy-requests)（「我的」→「個人資訊申請」），申請查閱、更正或刪除，或提出申訴；也可以寄送電子郵件至{email}，此時我們可能須先驗證您的身分。我們將自您提出申請的次日起15個工作天內回覆（依中國大陸地區的工作天計算，國定假日不計入），應用程式內會顯示每項申請的回覆期限。回覆會顯示在該申請下，並同時傳送至[通知](/notices)。如我們拒絕您的申請，將向您說明理由。對於合理的請求，我們不收取費用。',
        },
        {
          kind: 'p',
          text: '下載我的資料：在「我的」→「下載我的資料」中，您可以取得帳號內資料的複本，包括個人檔案、登入紀錄、錢包、優惠券、勳章與打卡紀錄、活動報名、訂單、您傳送的訊息、您在虛擬世界上傳的內容、您的同意紀錄及個人資訊申請。複本會在背景產生，頁面會顯示產生進度；產生的是一個壓縮檔，內含可直接閱讀的網頁及相同內容的機器可讀資料。下載連結的有效期限為24小時，且僅限您本人登入自己的帳號後使用；每次產生及下載皆有紀錄。',
        },
      ],
    },
    {
      id: 'consents',
      heading: '您的同意紀錄與選擇',
      blocks: [
        {
          kind: 'p',
          text: '對於您就本政策、《使用者協議》、《兒童個人資訊保護規則》及各項選擇性用途所作的每一項決定，我們都會留存紀錄：相關文件及其版本、語言、您的決定（同意、拒絕或撤回）、時間、表示方式及IP位址；如為兒童，並包括監護人的手機號碼。撤回同意會產生一筆新的紀錄，我們一律以您最新的決定為準。',
        },
        {
          kind: 'p',
          text: '選擇性用途包括行銷訊息、個人化，以及境外NFT清單，未經您同意均不會開啟。您可以隨時在[隱私設定](/privacy-settings)中拒絕或撤回，且不影響您使用本服務。',
        },
      ],
    },
    {
      id: 'account-deletion',
      heading: '註銷帳號',
      blocks: [
        {
          kind: 'p',
          text: '您可以隨時在應用程式內註銷帳號：進入「我的」→「註銷帳號」並確認即可。您也可以在[個人資訊申請](/privacy-requests)中提出刪除申請，或寄送電子郵件至{email}申請註銷，我們將確認該請求確實由帳號持有人本人提出。',
        },
        {
          kind: 'p',
          text: '7天冷靜期：您確認後，您在所有裝置上的登入都會登出，並開始為期7天的冷靜期。如您改變主意，可在7天內重新登入：應用程式會顯示您的帳號正在註銷中，您選擇「保留帳號」並確認即可保留帳號。如您未進行任何操作，註銷將於7天期滿時繼續進行。',
        },
        {
          kind: 'p',
          text: '之後我們將清除您的帳號：您的個人檔案、手機號碼、登入紀錄、錢包、優惠券、勳章、票券、上傳內容、通知及申請都會被刪除；在群組聊天中，您傳送的訊息會顯示為「已註銷帳號」所傳送，且訊息內容會被清除。優惠券、勳章及其他權益將無法再使用，且無法回復。之後如您以同一手機號碼登入，將建立一個全新的空白帳號。我們將於您提出申請之日起15個工作天內完成註銷。',
        },
        {
          kind: 'p',
          text: '我們保留的資料及原因：訂單、退款及證書，不含您的姓名、手機號碼或帳號，依會計相關法令要求的期間保存；您的同意紀錄、我們回覆您個人資訊申請的紀錄，以及關閉帳號前30天通知的傳送紀錄，於帳號終止後保存3年，用以證明我們依法處理；安全日誌依中國《網路安全法》的要求保存6個月。對於上述資料，我們僅予以儲存及安全維護，不作其他任何處理。',
        },
        { kind: 'p', text: '註銷帳號不會刪除已記錄於公開區塊鏈上的資訊；您自有錢包中持有的數位收藏品或NFT仍會保留在該錢包中。' },
      ],
    },
    {
      id: 'children',
      heading: '兒童個人資料保護',
      blocks: [
        {
          kind: 'p',
          text: '本政策所稱兒童（即本政策所指的未成年人），係指未滿14歲之人。未滿14歲兒童的個人資料屬於敏感個人資料。',
        },
        {
          kind: 'p',
          text: '本服務以一般大眾為對象。您第一次登入時（先前已註冊的帳號則於下次造訪時），我們會詢問您的出生年份及月份，不會詢問確切日期。如您未滿14歲，須由您的父母或監護人同意我們的[《兒童個人資訊保護規則》](/childrenRules)後，我們才會在登入所需以外使用您的個人資料。',
        },
        {
          kind: 'p',
          text: '監護人如何同意：兒童的手機會產生一組邀請連結及QR Code，有效期限為30分鐘。監護人以自己的手機開啟（如與兒童在一起，也可以在兒童的手機上開啟），以簡訊驗證碼驗證本人的手機號碼，閱讀《兒童個人資訊保護規則》後選擇同意或拒絕。我們會記錄該決定及監護人的手機號碼、規則版本、語言和時間，並保存監護人的姓名、與兒童的關係及手機號碼，以便其日後管理兒童的個人資料。',
        },
        {
          kind: 'p',
          text: '在監護人同意之前，或監護人拒絕、撤回同意之後，兒童無法使用聊天、公開個人檔案或個人展間、購買，以及上傳圖片或模型等功能；瀏覽、優惠券及勳章仍可正常使用。',
        },
        {
          kind: 'p',
          text: '監護人可以在自己的手機上查看兒童的資料，更正兒童的暱稱及出生年月，撤回（或重新表示）同意，以及註銷兒童的帳號（適用與上文相同的冷靜期及刪除規則）。兒童的個人資料絕不會提供至中國大陸地區以外。監護人也可以透過{email}與我們聯絡。',
        },
      ],
    },
    {
      id: 'service-termination',
      heading: '服務終止與帳號關閉',
      blocks: [
        {
          kind: 'p',
          text: '如我們決定停止營運本服務或其部分功能，將至少於30天前透過[通知](/notices)，並以簡訊傳送至您帳號綁定的手機號碼告知您。本服務停止營運後，我們將停止蒐集個人資料，並將所持有的個人資料刪除或匿名化處理，但法令要求保存者除外。',
        },
        { kind: 'p', text: '如我們決定關閉您的帳號，同樣會至少於30天前透過通知及簡訊告知您。' },
      ],
    },
    {
      id: 'notices',
      heading: '我們傳送給您的通知',
      blocks: [
        {
          kind: 'p',
          text: '登入後，您可以在[通知](/notices)（「我的」→「通知」）中查看我們傳送的通知，最新的排在最前面，並顯示未讀數量。我們會在此公布：本政策或《使用者協議》的重大變更；本服務或其部分功能停止營運前30天的通知；關閉您帳號前30天的通知；以及對您個人資訊申請的回覆。',
        },
        {
          kind: 'p',
          text: '上述兩類30天通知也會以簡訊傳送至您帳號綁定的手機號碼；其他通知僅在應用程式內公布。我們會記錄每則通知、已閱讀的使用者，以及每則簡訊是否送達。',
        },
      ],
    },
    {
      id: 'changes',
      heading: '本政策的修訂',
      blocks: [
        { kind: 'p', text: '我們可能不定期修訂本政策。修訂後，我們會在本頁面公布新版本，並註明版本編號及生效日期。' },
        {
          kind: 'p',
          text: '如有重大變更，例如我們蒐集的個人資料、分享對象、保存期限，或您的權利及我們回覆的期限有所變動，您下次開啟本服務時將看到變更內容的簡要說明，並須於同意後才能繼續使用；在您同意之前，我們不會蒐集更多資料。我們也會在[通知](/notices)中公布該變更。一般變更（例如文字修正或聯絡方式變更）將以橫幅提示一次。',
        },
        { kind: 'p', text: '未經您明確同意，我們不會減損您依本政策享有的權利。' },
      ],
    },
    {
      id: 'contact',
      heading: '聯絡我們',
      blocks: [
        {
          kind: 'p',
          text: '如您對本政策或我們處理您個人資料的方式有任何疑問、意見或申訴，或希望行使您的權利，請在應用程式內使用[個人資訊申請](/privacy-requests)，或寄送電子郵件至{email}與我們聯絡。我們將於15個工作天內回覆。',
        },
        {
          kind: 'p',
          text: '如您對我們的回覆不滿意，可以向相關個人資料保護主管機關提出申訴，或依[《使用者協議》](/userAgreement)約定的方式解決爭議。',
        },
      ],
    },
  ],
};

export const privacyPolicy: Record<LegalLocale, LegalDocument> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
};
