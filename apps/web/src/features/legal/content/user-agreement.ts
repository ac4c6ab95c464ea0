import type { LegalDocument, LegalLocale } from './types';

/*
 * User agreement shown at /userAgreement. Version 2, effective 2026-11-27 (version 1: 2023-08-01).
 * One document, two parts: Part 1 (User Agreement) for users in mainland China,
 * Part 2 (Terms of Service) for users everywhere else. Both parts appear in every locale.
 * Top-level sections are the parts; their clauses are subsections, so the page can
 * render a two-level table of contents. Ids are identical across locales.
 * Placeholders {product}, {company} and {email} are filled at render time.
 */

const enUS: LegalDocument = {
  title: 'User Agreement and Terms of Service',
  effectiveDate: '2026-11-27',
  updatedLabel: 'Version 2, effective date: 27 November 2026',
  intro: [
    {
      kind: 'p',
      text: 'This document sets out the legal terms on which {company} (“we”, “us” or “our”) provides {product} and its related services (the “Service”) to you. It has two parts, and only one of them applies to you:',
    },
    {
      kind: 'ul',
      items: [
        'Part 1, the “User Agreement”, applies if you live in mainland China (which, for this document, does not include the Hong Kong SAR, the Macao SAR or Taiwan).',
        'Part 2, the “Terms of Service”, applies if you live anywhere else, including the Hong Kong SAR, the Macao SAR, Taiwan and all other countries and regions.',
      ],
    },
    {
      kind: 'p',
      text: 'Our [Privacy Policy](/privacy) applies to all users, whichever part applies to you. Both parts are included in every language version of this document. If the language versions differ, the simplified Chinese version prevails for Part 1 and the English version prevails for Part 2.',
    },
    {
      kind: 'p',
      text: 'Please read the part that applies to you carefully, in particular the clauses that exclude or limit our liability, the clauses on governing law and disputes and, in Part 2, the class-action waiver and the agreement to arbitrate. By ticking the consent box when you log in, or by using the Service, you accept the part that applies to you.',
    },
  ],
  sections: [
    {
      id: 'part-1',
      heading: 'Part 1 — User Agreement (users in mainland China)',
      blocks: [
        {
          kind: 'p',
          text: 'This Part 1 (“this Agreement”) is a legally binding agreement between you and {company} about your registration for and use of the Service. It applies to users who live in mainland China.',
        },
      ],
      subsections: [
        {
          id: 'ua-acceptance',
          heading: 'Acceptance and scope',
          blocks: [
            {
              kind: 'p',
              text: 'By ticking the box to confirm that you have read and agree to this Agreement and the Privacy Policy, or by otherwise using the Service, you confirm that you have read and understood this Agreement and agree to be bound by it. If you do not agree, please do not register or use the features that require an account.',
            },
            {
              kind: 'p',
              text: 'The Service includes the cultural project pages, coupons, badges, digital collectibles, chat, user profiles, the virtual-reality exhibition world and any other features we offer from time to time. Particular activities, events or coupons may have their own rules. Those rules form part of this Agreement and, where they differ from it, the specific rules prevail for that activity.',
            },
          ],
        },
        {
          id: 'ua-account',
          heading: 'Your account',
          blocks: [
            {
              kind: 'p',
              text: 'You can register and log in with a mobile phone number and an SMS verification code, or with a browser crypto wallet. You must give true and accurate information and keep it up to date. As required by law, the phone number you register with is used to verify your real identity.',
            },
            {
              kind: 'p',
              text: 'Your account is for your personal use only. You may not lend, transfer, sell or rent it to anyone. You must keep your phone, verification codes and wallet credentials secure, and you are responsible for all activity under your account. If you suspect that someone has used your account without your permission, tell us immediately at {email}.',
            },
          ],
        },
        {
          id: 'ua-minors',
          heading: 'Minors',
          blocks: [
            {
              kind: 'p',
              text: 'If you are under the age of 14, you are a minor for the purposes of this Agreement. The Service asks for your year and month of birth when you first log in. A minor may use the Service only with the consent, and under the guidance, of a parent or other guardian, who agrees to our [Children’s Personal Information Rules](/childrenRules) from their own phone and should read this Agreement and the [Privacy Policy](/privacy) with the minor. Until the guardian agrees, chat, a public profile or room, purchases and uploads are not available. Guardians are responsible for supervising a minor’s use of the Service, including any payments, and can see, correct and delete the minor’s information and withdraw their consent, as the Privacy Policy explains.',
            },
          ],
        },
        {
          id: 'ua-messages',
          heading: 'Consent to receive messages',
          blocks: [
            {
              kind: 'p',
              text: 'By providing your mobile phone number, you agree that we may send SMS messages to that number, and in-app notifications and (if you have given us an address) e-mails to you, about: verification codes; your account and its security; the coupons, badges, collectibles and events you take part in; and changes to this Agreement, the Privacy Policy or the Service.',
            },
            {
              kind: 'p',
              text: 'With your consent, we may also send you marketing messages about cultural projects, events and offers. Marketing messages are off until you agree to them, and you can stop them at any time in [Privacy settings](/privacy-settings) or by writing to {email}. Verification codes and essential service messages cannot be switched off while you use the Service, because the Service cannot work without them.',
            },
          ],
        },
        {
          id: 'ua-conduct',
          heading: 'Rules of conduct',
          blocks: [
            {
              kind: 'p',
              text: 'You must comply with the laws of the People’s Republic of China and respect public order and good morals. You must not use the Service, including chats, profiles and the virtual-reality world, to create, copy, publish or spread content that:',
            },
            {
              kind: 'ul',
              items: [
                'opposes the basic principles of the Constitution, endangers national security, or undermines national unity or social stability;',
                'is obscene, pornographic, violent or related to gambling, or incites crime;',
                'insults or defames others, or infringes anyone’s reputation, privacy, portrait rights, intellectual property or other lawful rights;',
                'is false or fraudulent, or is spam or unauthorised advertising;',
                'is otherwise prohibited by laws or administrative regulations.',
              ],
            },
            {
              kind: 'p',
              text: 'You also must not: use bots, scripts or other automated means to register accounts, claim badges or coupons or send messages; forge, copy or resell coupons or redeem them fraudulently; interfere with the Service’s servers, networks or security measures, or reverse engineer the Service; or use the Service for money laundering, illegal fundraising or any other unlawful financial activity.',
            },
            {
              kind: 'p',
              text: 'If you break these rules, we may, depending on how serious the breach is, remove content, give you a warning, restrict features, cancel coupons, badges or benefits obtained improperly, suspend or close your account, and report the matter to the authorities as required by law.',
            },
          ],
        },
        {
          id: 'ua-digital-items',
          heading: 'Coupons, badges and digital collectibles',
          blocks: [
            {
              kind: 'p',
              text: 'Coupons are issued by us or our partners and are shown in the Service as a QR code and a barcode for use at shop counters. Each coupon is subject to its own rules, including its value, validity period and participating shops. Unless its rules say otherwise, a coupon cannot be exchanged for cash, cannot be used after it expires and may not be transferred or resold.',
            },
            {
              kind: 'p',
              text: 'Badges (medals) are commemorative records of your participation, for example in the mid-autumn lantern event. They have no monetary value and cannot be exchanged for cash.',
            },
            {
              kind: 'p',
              text: 'Digital collectibles are digital works of cultural and artistic value whose records are kept on a blockchain. What you obtain is the right to hold, view and display a collectible for personal, non-commercial purposes; the intellectual property in the underlying work stays with its rights holder. Digital collectibles are not virtual currency, securities or financial products, and you must not use them for speculation, price manipulation, secondary-market trading for profit, financialisation or any other activity prohibited by Chinese law. Features shown as not yet available, such as the certificate area and the equity area, create no rights until we launch them.',
            },
          ],
        },
        {
          id: 'ua-ip',
          heading: 'Intellectual property',
          blocks: [
            {
              kind: 'p',
              text: 'All intellectual property in the Service, including its software, design, text, images, audio, video, virtual-reality scenes, the name and logos of {product}, and the artwork and characters of the cultural projects such as the embroidered pockets and the Nuo masks, belongs to {company} or to the relevant rights holders. Except for your personal, non-commercial use of the Service, you may not copy, modify, distribute, publicly display or otherwise use any of it without our prior written consent.',
            },
            {
              kind: 'p',
              text: 'You keep your rights in the content you post. You give us a non-exclusive, royalty-free licence to store, display and transmit that content for as long as it remains on the Service, to the extent needed to operate the Service.',
            },
          ],
        },
        {
          id: 'ua-advertising',
          heading: 'Advertising',
          blocks: [
            {
              kind: 'p',
              text: 'You understand and agree that the Service may show advertisements, partner promotions and marketing information, including information from our partners about cultural projects, shops and products. We label advertisements as required by the Advertising Law of the People’s Republic of China.',
            },
            {
              kind: 'p',
              text: 'Please judge for yourself whether advertised goods and services are genuine and reliable. Any transaction you enter into with an advertiser or partner is between you and them, and we are responsible for advertising content only to the extent the law requires.',
            },
          ],
        },
        {
          id: 'ua-third-party',
          heading: 'Third-party services',
          blocks: [
            {
              kind: 'p',
              text: 'The Service relies on, or links to, services provided by third parties, such as WeChat and its built-in browser, SMS providers, payment services, crypto wallets, public blockchains and partner shops. Your use of those services is governed by the third party’s own terms and privacy policy. We do not control them and, to the extent permitted by law, are not responsible for their availability, content or conduct; if a problem arises, we will help you contact the third party concerned.',
            },
          ],
        },
        {
          id: 'ua-privacy',
          heading: 'Privacy',
          blocks: [
            {
              kind: 'p',
              text: 'We protect your personal information in accordance with the law. How we collect, use, store, share and protect your personal information, and the rights you have, are explained in our [Privacy Policy](/privacy), which forms part of this Agreement. Please read it carefully.',
            },
          ],
        },
        {
          id: 'ua-liability',
          heading: 'Limitation of liability',
          blocks: [
            {
              kind: 'p',
              text: 'We make reasonable efforts to keep the Service secure, stable and continuously available. However, to the extent permitted by law, we are not liable for interruptions, delays or losses caused by: scheduled or emergency maintenance (of which we will give notice where we can); failures of telecommunications networks, WeChat, wallets, blockchains or other third-party services; hacking, computer viruses or government action; or force majeure events such as natural disasters, epidemics and war.',
            },
            {
              kind: 'p',
              text: 'You bear losses caused by your own fault, for example disclosing your verification code or wallet credentials, sending assets to the wrong address, or breaching this Agreement.',
            },
            {
              kind: 'p',
              text: 'Nothing in this Agreement excludes or limits our liability for personal injury caused to you, for damage to your property caused deliberately or through gross negligence, or any other liability that cannot be excluded or limited under Chinese law, including under the Law of the People’s Republic of China on the Protection of Consumer Rights and Interests.',
            },
          ],
        },
        {
          id: 'ua-changes',
          heading: 'Changes to this Agreement',
          blocks: [
            {
              kind: 'p',
              text: 'We may amend this Agreement when laws or regulations change or when the Service changes. We publish the amended Agreement in the Service with its version and effective date. If an amendment materially affects your rights and obligations, the Service shows you a short summary of what changed the next time you open it and asks you to agree before you continue, and we post it in [Notices](/notices); a minor amendment is shown once as a banner. If you do not agree to an amendment, you may stop using the Service and cancel your account.',
            },
          ],
        },
        {
          id: 'ua-termination',
          heading: 'Termination',
          blocks: [
            {
              kind: 'p',
              text: 'You may stop using the Service and cancel your account at any time (My → Cancel my account). A cancellation has a seven-day cooling-off period, during which you can keep your account by logging in and confirming; the Privacy Policy explains what happens next.',
            },
            {
              kind: 'p',
              text: 'We may suspend or close your account if you seriously breach this Agreement or the law, as described in “Rules of conduct”, and we will tell you the reason unless the law prevents us from doing so. Before we close your account, we tell you at least 30 days in advance in Notices and by SMS.',
            },
            {
              kind: 'p',
              text: 'If we decide to stop providing the Service, or a part of it, we will give you at least 30 days’ notice in Notices and by SMS. We will deal with unused coupons and benefits and with your personal information in accordance with the law and the Privacy Policy, and for anything you have paid for but can no longer use, we will offer a refund or another reasonable remedy as required by law.',
            },
          ],
        },
        {
          id: 'ua-law',
          heading: 'Governing law and disputes',
          blocks: [
            {
              kind: 'p',
              text: 'The conclusion, validity, interpretation and performance of this Agreement, and any dispute under it, are governed by the laws of the People’s Republic of China (for this Agreement, excluding the laws of the Hong Kong SAR, the Macao SAR and Taiwan). The parties will first try to settle any dispute arising out of or in connection with this Agreement through friendly negotiation. If negotiation fails, the dispute shall be submitted to the People’s Court of Huangpu District, Shanghai, which shall have jurisdiction.',
            },
          ],
        },
        {
          id: 'ua-contact',
          heading: 'Contact us',
          blocks: [
            {
              kind: 'p',
              text: 'If you have any questions, complaints or suggestions about this Agreement or the Service, contact us at {email}. We will reply within 15 working days.',
            },
          ],
        },
      ],
    },
    {
      id: 'part-2',
      heading: 'Part 2 — Terms of Service (users outside mainland China)',
      blocks: [
        {
          kind: 'p',
          text: 'This Part 2 (these “Terms”) is a legally binding agreement between you and {company}. It applies to users who live outside mainland China.',
        },
      ],
      subsections: [
        {
          id: 'tos-acceptance',
          heading: 'Acceptance of these Terms',
          blocks: [
            {
              kind: 'p',
              text: 'By accessing or using {product} (the “Service”) in any way, including browsing as a guest, you agree to be bound by these Terms. If you do not agree, do not access or use the Service. If you use the Service on behalf of an organisation, you confirm that you are authorised to accept these Terms on its behalf.',
            },
            {
              kind: 'p',
              text: 'If you are under the age of 14, you may use the Service only with the consent of your parent or legal guardian, who accepts these Terms on your behalf and is responsible for your use of the Service.',
            },
          ],
        },
        {
          id: 'tos-modification',
          heading: 'Changes to these Terms',
          blocks: [
            {
              kind: 'p',
              text: 'We may modify these Terms at any time. We will post the modified Terms in the Service with their version and effective date. For material changes, the Service shows you a short summary of what changed the next time you open it and asks you to agree before you continue, and we post them in Notices. If you do not agree, you must stop using the Service. We may also change or suspend any part of the Service.',
            },
          ],
        },
        {
          id: 'tos-privacy',
          heading: 'Privacy',
          blocks: [
            {
              kind: 'p',
              text: 'Our [Privacy Policy](/privacy) explains how we collect and use your personal information and forms part of these Terms. By using the Service, you acknowledge that your personal information will be processed as described in the Privacy Policy, including being stored within mainland China.',
            },
          ],
        },
        {
          id: 'tos-account-security',
          heading: 'Account security',
          blocks: [
            {
              kind: 'p',
              text: 'You are responsible for keeping your phone number, SMS verification codes, wallet, private keys and recovery phrases secure and confidential, and for all activity under your account. We will never ask for your private key or recovery phrase. Tell us immediately at {email} if you become aware of any unauthorised use of your account. We are not liable for losses caused by your failure to keep your credentials secure.',
            },
          ],
        },
        {
          id: 'tos-restrictions',
          heading: 'Restrictions',
          blocks: [
            { kind: 'p', text: 'You agree that you will not:' },
            {
              kind: 'ul',
              items: [
                'use the Service for any unlawful purpose or in breach of any applicable law or regulation;',
                'post or send content that is unlawful, infringing, defamatory, harassing, obscene, hateful or misleading, including in chats and in the virtual-reality world;',
                'impersonate any person or misrepresent your connection with any person or organisation;',
                'copy, forge, sell or fraudulently redeem coupons, or obtain badges, coupons or collectibles by automated or deceptive means;',
                'use bots, scrapers, crawlers or other automated tools, or access the Service other than through the interfaces we provide;',
                'interfere with or disrupt the Service, its servers, networks or smart contracts, probe or circumvent any security measure, or introduce viruses or other malicious code;',
                'decompile, reverse engineer or disassemble any part of the Service, except to the extent the law expressly allows it;',
                'use the Service for market manipulation, money laundering, terrorist financing, sanctions evasion or any other financial crime.',
              ],
            },
            {
              kind: 'p',
              text: 'If you breach these restrictions, we may remove content, suspend or terminate your access and take any other action we reasonably consider appropriate.',
            },
          ],
        },
        {
          id: 'tos-ip',
          heading: 'Intellectual property and trademarks',
          blocks: [
            {
              kind: 'p',
              text: 'The Service and all of its content, including software, text, graphics, images, audio, video, virtual-reality scenes, artwork, characters and the designs of the cultural projects, are owned by {company} or its licensors and are protected by copyright, trademark and other intellectual property laws.',
            },
            {
              kind: 'p',
              text: '{product}, its logos and the names of our projects are trademarks of {company} or its licensors. Other trademarks that appear in the Service belong to their respective owners. Nothing in these Terms gives you any right to use any of these trademarks.',
            },
          ],
        },
        {
          id: 'tos-no-licence',
          heading: 'No licence to reuse content',
          blocks: [
            {
              kind: 'p',
              text: 'Subject to these Terms, we give you a limited, personal, non-exclusive, non-transferable and revocable right to access and use the Service for your own non-commercial purposes. This is not a licence to reuse our content: without our prior written consent, you may not copy, reproduce, modify, distribute, publicly display or sell any content of the Service, create derivative works from it, or use it to train machine-learning models. All rights not expressly granted are reserved.',
            },
            {
              kind: 'p',
              text: 'Holding an NFT or digital collectible does not give you copyright or any other intellectual property in the underlying artwork, unless the terms of that specific collection expressly say so.',
            },
          ],
        },
        {
          id: 'tos-third-party-sites',
          heading: 'Third-party sites and services',
          blocks: [
            {
              kind: 'p',
              text: 'The Service may link to, or integrate with, third-party websites and services, such as WeChat, crypto wallets, block explorers, marketplaces and partners’ sites. We have not reviewed, and do not control, these sites and services, and we are not responsible for their content, products, privacy practices or availability. A link does not mean that we endorse them. You use them at your own risk and subject to their own terms.',
            },
          ],
        },
        {
          id: 'tos-nft',
          heading: 'NFTs, wallets and blockchains',
          blocks: [
            {
              kind: 'p',
              text: 'NFTs and digital collectibles, including the NFT pass, are intangible digital assets. They exist only by virtue of the ownership record kept on the relevant blockchain network, and any transfer of ownership takes place on that blockchain. We do not control any blockchain and cannot reverse, cancel or change transactions recorded on it.',
            },
            {
              kind: 'p',
              text: 'You understand and accept the risks of blockchain technology, including price volatility, regulatory uncertainty, smart-contract vulnerabilities and the irreversibility of transactions. NFTs are not investments, and we make no promise about their value, usefulness or future features (including staking). Minting phases (such as the KYC, pre-mint and public phases), eligibility and limits are set out in the rules of each collection.',
            },
            {
              kind: 'p',
              text: 'To the fullest extent permitted by law, we are not responsible or liable for any loss, damage or claim arising from:',
            },
            {
              kind: 'ul',
              items: [
                'failure, vulnerability or compromise of your wallet or of any wallet software, including the loss of private keys or recovery phrases;',
                'failures, forks, congestion, high gas fees or other problems of any blockchain network;',
                'failures or interruptions of the internet, telecommunications or other networks;',
                'user error, such as forgotten credentials, incorrectly constructed transactions or assets sent to the wrong address;',
                'server failure or data loss, or unauthorised access by third parties, including hacking, phishing and malware.',
              ],
            },
            { kind: 'p', text: 'You are solely responsible for any taxes that apply to your NFT transactions.' },
          ],
        },
        {
          id: 'tos-liability',
          heading: 'Disclaimers and limitation of liability',
          blocks: [
            {
              kind: 'p',
              text: 'The Service is provided “as is” and “as available”. To the fullest extent permitted by law, we disclaim all warranties, whether express or implied, including warranties of merchantability, fitness for a particular purpose, title and non-infringement, and we do not warrant that the Service will be uninterrupted, secure or free of errors.',
            },
            {
              kind: 'p',
              text: 'To the fullest extent permitted by law, {company} is not liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, data or goodwill, and our total liability for all claims relating to the Service is limited to the amount you paid us for the Service in the 12 months before the event giving rise to the claim. Nothing in these Terms excludes or limits any liability that cannot be excluded or limited by law, such as liability for death or personal injury caused by negligence, or for fraud.',
            },
          ],
        },
        {
          id: 'tos-termination',
          heading: 'Suspension and termination',
          blocks: [
            {
              kind: 'p',
              text: 'You may stop using the Service at any time and may cancel your account in the app (My → Cancel my account; a seven-day cooling-off period applies, see the Privacy Policy). We may suspend or terminate your access if you breach these Terms or if the law requires it; before we close your account, we give you at least 30 days’ notice in Notices and by SMS. If we decide to discontinue the Service or a part of it, we will give you at least 30 days’ notice in the same way. Clauses that by their nature should survive termination, including those on intellectual property, NFTs, limitation of liability, governing law and arbitration, survive it.',
            },
          ],
        },
        {
          id: 'tos-force-majeure',
          heading: 'Force majeure',
          blocks: [
            {
              kind: 'p',
              text: 'We are not liable for any delay or failure to perform caused by events beyond our reasonable control, including natural disasters, epidemics, war, terrorism, riots, government action, changes in law, strikes, power or telecommunications failures, failures of blockchain networks or third-party services, and cyber-attacks. Our affected obligations are suspended for as long as the event continues, and we will use reasonable efforts to limit its effects.',
            },
          ],
        },
        {
          id: 'tos-governing-law',
          heading: 'Governing law',
          blocks: [
            {
              kind: 'p',
              text: 'These Terms, and any dispute or claim arising out of or in connection with them or with the Service (including non-contractual disputes or claims), are governed by the laws of the Hong Kong Special Administrative Region of the People’s Republic of China, without regard to its conflict-of-laws rules.',
            },
          ],
        },
        {
          id: 'tos-arbitration',
          heading: 'Dispute resolution and arbitration',
          blocks: [
            {
              kind: 'p',
              text: 'Please read this clause carefully, because it affects your rights. Before starting arbitration, you agree to try to resolve the dispute informally by contacting us at {email}. We will reply within 15 working days, and if the dispute has not been resolved within 30 days after it was notified, either party may start arbitration.',
            },
            {
              kind: 'p',
              text: 'Any dispute, controversy, difference or claim arising out of or relating to these Terms or the Service, including the existence, validity, interpretation, performance, breach or termination of these Terms, or any dispute regarding non-contractual obligations arising out of or relating to them, shall be referred to and finally resolved by arbitration administered by the Hong Kong International Arbitration Centre (HKIAC) under the HKIAC Administered Arbitration Rules in force when the Notice of Arbitration is submitted. The seat of arbitration shall be Hong Kong. The number of arbitrators shall be one. The arbitration proceedings shall be conducted in English. The arbitration is confidential: its existence, all submissions, evidence and the award shall be kept confidential, except to the extent that disclosure is required by law or is needed to enforce the award. The award is final and binding on both parties.',
            },
            {
              kind: 'p',
              text: 'Individual claims only: you and we each agree to bring claims against the other only in an individual capacity, and not as a claimant or class member in any purported class, collective, consolidated or representative proceeding. The arbitrator may not consolidate the claims of more than one person and may not preside over any form of class or representative proceeding.',
            },
            {
              kind: 'p',
              text: 'Either party may apply to a court of competent jurisdiction for urgent interim relief to protect its rights while the arbitration is pending.',
            },
          ],
        },
        {
          id: 'tos-assignment',
          heading: 'Assignment',
          blocks: [
            {
              kind: 'p',
              text: 'You may not assign or transfer these Terms, or any of your rights or obligations under them, without our prior written consent. We may assign or transfer these Terms, in whole or in part, without your consent, including in connection with a merger, acquisition, reorganisation or sale of assets, provided that this does not reduce your rights under these Terms.',
            },
          ],
        },
        {
          id: 'tos-severability',
          heading: 'Severability',
          blocks: [
            {
              kind: 'p',
              text: 'If any provision of these Terms is held to be invalid, illegal or unenforceable, that provision will be enforced to the maximum extent permissible or, if that is not possible, severed from these Terms, and the remaining provisions will remain in full force and effect. Our failure or delay in enforcing any right under these Terms is not a waiver of that right.',
            },
          ],
        },
        {
          id: 'tos-entire-agreement',
          heading: 'Entire agreement',
          blocks: [
            {
              kind: 'p',
              text: 'These Terms, together with the Privacy Policy and any rules we publish for specific collections, events or coupons, form the entire agreement between you and {company} about the Service and replace all earlier agreements, representations and understandings about it. Where Part 2 applies to you, Part 1 (User Agreement) of this document does not.',
            },
          ],
        },
        {
          id: 'tos-contact',
          heading: 'Contact us',
          blocks: [
            {
              kind: 'p',
              text: 'If you have any questions about these Terms, contact us at {email}. We will reply within 15 working days.',
            },
          ],
        },
      ],
    },
  ],
};

const zhCN: LegalDocument = {
  title: '用户协议及服务条款',
  effectiveDate: '2026-11-27',
  updatedLabel: '第2版，生效日期：2026年11月27日',
  intro: [
    {
      kind: 'p',
      text: '本文件规定了{company}（以下简称“我们”）向您提供{product}及相关服务（以下简称“本服务”）所适用的法律条款。本文件分为两个部分，其中仅有一部分适用于您：',
    },
    {
      kind: 'ul',
      items: [
        '第一部分《用户协议》：如您居住在中国大陆（为本文件之目的，不包括香港特别行政区、澳门特别行政区和台湾地区），适用本部分。',
        '第二部分《服务条款》：如您居住在中国大陆以外的任何国家或地区（包括香港特别行政区、澳门特别行政区和台湾地区），适用本部分。',
      ],
    },
    {
      kind: 'p',
      text: '无论适用哪一部分，[《隐私政策》](/privacy)均适用于所有用户。本文件的每一语言版本均完整载有两个部分；不同语言版本之间如有不一致，第一部分以简体中文版本为准，第二部分以英文版本为准。',
    },
    {
      kind: 'p',
      text: '请您仔细阅读适用于您的部分，特别是免除或者限制我们责任的条款、法律适用和争议解决条款，以及第二部分中放弃集体诉讼和约定仲裁的条款。您在登录时勾选同意或使用本服务，即表示您接受适用于您的部分。',
    },
  ],
  sections: [
    {
      id: 'part-1',
      heading: '第一部分　用户协议（适用于中国大陆用户）',
      blocks: [
        {
          kind: 'p',
          text: '本部分（以下简称“本协议”）是您与{company}之间就注册和使用本服务订立的具有法律约束力的协议，适用于居住在中国大陆的用户。',
        },
      ],
      subsections: [
        {
          id: 'ua-acceptance',
          heading: '协议的接受与适用范围',
          blocks: [
            {
              kind: 'p',
              text: '您勾选确认已阅读并同意本协议和《隐私政策》，或以其他方式使用本服务，即表示您已充分阅读、理解本协议并同意受其约束。如您不同意，请不要注册或使用需要账号的功能。',
            },
            {
              kind: 'p',
              text: '本服务包括文化项目页面、优惠券、勋章、数字藏品、聊天、用户资料、虚拟现实展览世界以及我们不时提供的其他功能。具体活动或优惠券可能另有规则，该等规则构成本协议的组成部分；与本协议不一致的，就该活动而言以具体规则为准。',
            },
          ],
        },
        {
          id: 'ua-account',
          heading: '账号注册与使用',
          blocks: [
            {
              kind: 'p',
              text: '您可以使用手机号码及短信验证码注册和登录，也可以使用浏览器加密钱包登录。您应当提供真实、准确的信息并及时更新。根据法律规定，您注册时使用的手机号码将用于真实身份信息认证。',
            },
            {
              kind: 'p',
              text: '账号仅限您本人使用，您不得出借、转让、出售或出租账号。您应妥善保管手机、验证码和钱包凭证，并对账号下发生的全部行为负责。如发现账号被他人未经授权使用，请立即发送邮件至{email}通知我们。',
            },
          ],
        },
        {
          id: 'ua-minors',
          heading: '未成年人保护',
          blocks: [
            {
              kind: 'p',
              text: '不满14周岁的用户在本协议中属于未成年人。您首次登录时，本服务会询问您的出生年月。未成年人须在父母或其他监护人同意并指导下使用本服务：监护人在自己的手机上同意我们的[《儿童个人信息保护规则》](/childrenRules)，并应与未成年人一同阅读本协议和[《隐私政策》](/privacy)。在监护人同意之前，聊天、公开个人主页或展厅、购买及上传功能无法使用。监护人应当对未成年人使用本服务的行为（包括任何付款行为）进行监督，并可按照《隐私政策》的说明查看、更正、删除未成年人的个人信息及撤回同意。',
            },
          ],
        },
        {
          id: 'ua-messages',
          heading: '信息接收授权',
          blocks: [
            {
              kind: 'p',
              text: '您提供手机号码，即表示您同意我们向该号码发送短信，并通过应用内通知以及电子邮件（如您提供了电子邮箱）向您发送以下信息：验证码；账号及安全相关信息；与您参与的优惠券、勋章、藏品及活动相关的信息；本协议、《隐私政策》或本服务的变更通知。',
            },
            {
              kind: 'p',
              text: '在取得您的同意后，我们还可能向您发送有关文化项目、活动和优惠的营销信息。营销信息未经您同意不会发送，您可以随时在[隐私设置](/privacy-settings)中或发送邮件至{email}退订。验证码和必要的服务类消息是本服务正常运行所必需的，在您使用本服务期间无法退订。',
            },
          ],
        },
        {
          id: 'ua-conduct',
          heading: '用户行为规范',
          blocks: [
            {
              kind: 'p',
              text: '您应当遵守中华人民共和国法律法规，尊重社会公德和公序良俗。您不得利用本服务（包括聊天、个人资料和虚拟现实世界）制作、复制、发布、传播含有下列内容的信息：',
            },
            {
              kind: 'ul',
              items: [
                '反对宪法所确定的基本原则，危害国家安全，破坏国家统一或社会稳定的；',
                '含有淫秽、色情、暴力、赌博内容或者教唆犯罪的；',
                '侮辱、诽谤他人，侵害他人名誉权、隐私权、肖像权、知识产权或其他合法权益的；',
                '虚假、欺诈信息，或垃圾信息、未经授权的广告；',
                '法律、行政法规禁止的其他内容。',
              ],
            },
            {
              kind: 'p',
              text: '您亦不得：利用机器人、脚本等自动化手段注册账号、领取勋章或优惠券、发送消息；伪造、复制、倒卖优惠券或以欺诈方式核销；干扰本服务的服务器、网络或安全措施，或对本服务进行反向工程；利用本服务从事洗钱、非法集资或其他违法金融活动。',
            },
            {
              kind: 'p',
              text: '如您违反上述规定，我们有权视情节轻重采取删除内容、警告、限制功能、取消以不正当方式获得的优惠券、勋章或权益、暂停或终止账号等措施，并依法向有关主管部门报告。',
            },
          ],
        },
        {
          id: 'ua-digital-items',
          heading: '优惠券、勋章与数字藏品',
          blocks: [
            {
              kind: 'p',
              text: '优惠券由我们或合作方发放，在本服务中以二维码和条形码形式展示，供您在门店柜台使用。每张优惠券均适用其各自的使用规则，包括面值、有效期和适用门店。除规则另有说明外，优惠券不得兑换现金，过期后不得使用，亦不得转让或转售。',
            },
            {
              kind: 'p',
              text: '勋章是您参与活动（例如中秋灯会活动）的纪念凭证，不具有货币价值，不能兑换现金。',
            },
            {
              kind: 'p',
              text: '数字藏品是具有文化艺术价值、以区块链技术记录的数字作品。您获得的是为个人非商业目的持有、浏览和展示该数字藏品的权利，相关作品的知识产权仍归权利人所有。数字藏品不是虚拟货币、证券或金融产品，您不得将其用于炒作、操纵价格、以营利为目的的二级市场交易、金融化或中国法律禁止的其他活动。证书专区、权益专区等标示为“暂未开放”的功能，在正式上线前不产生任何权利。',
            },
          ],
        },
        {
          id: 'ua-ip',
          heading: '知识产权',
          blocks: [
            {
              kind: 'p',
              text: '本服务中的全部知识产权，包括软件、设计、文字、图片、音频、视频、虚拟现实场景、{product}的名称和标识，以及绣荷包、傩面等文化项目的作品和形象，均归{company}或相关权利人所有。除为个人非商业目的使用本服务外，未经我们事先书面同意，您不得复制、修改、传播、公开展示或以其他方式使用上述内容。',
            },
            {
              kind: 'p',
              text: '您对自己发布的内容保留相应权利。您授予我们一项非独占、免费的许可，使我们在该内容保留于本服务期间，为运营本服务所必需而存储、展示和传输该内容。',
            },
          ],
        },
        {
          id: 'ua-advertising',
          heading: '广告',
          blocks: [
            {
              kind: 'p',
              text: '您理解并同意，本服务中可能展示广告、合作方推广和营销信息，包括合作方提供的有关文化项目、门店和商品的信息。我们将依照《中华人民共和国广告法》对广告进行显著标明。',
            },
            {
              kind: 'p',
              text: '您应当自行判断广告所涉商品或服务的真实性和可靠性。您与广告主或合作方之间的交易由您与其自行负责；我们仅在法律规定的范围内对广告内容承担责任。',
            },
          ],
        },
        {
          id: 'ua-third-party',
          heading: '第三方服务',
          blocks: [
            {
              kind: 'p',
              text: '本服务依赖或链接由第三方提供的服务，例如微信及其内置浏览器、短信服务商、支付服务、加密钱包、公有区块链和合作门店。您使用该等服务，须遵守相应第三方的用户条款和隐私政策。我们无法控制该等服务，在法律允许的范围内，不对其可用性、内容或行为承担责任；但如出现问题，我们将协助您联系相关第三方。',
            },
          ],
        },
        {
          id: 'ua-privacy',
          heading: '隐私保护',
          blocks: [
            {
              kind: 'p',
              text: '我们依法保护您的个人信息。我们如何收集、使用、存储、共享和保护您的个人信息，以及您享有的权利，详见[《隐私政策》](/privacy)。《隐私政策》构成本协议的组成部分，请您仔细阅读。',
            },
          ],
        },
        {
          id: 'ua-liability',
          heading: '责任限制',
          blocks: [
            {
              kind: 'p',
              text: '我们将尽合理努力保障本服务安全、稳定、持续运行。但在法律允许的范围内，对于因下列原因导致的服务中断、延迟或损失，我们不承担责任：计划内或紧急的系统维护（我们将尽可能事先通知）；电信网络、微信、钱包、区块链或其他第三方服务故障；黑客攻击、计算机病毒或政府行为；自然灾害、疫情、战争等不可抗力事件。',
            },
            {
              kind: 'p',
              text: '因您自身过错造成的损失，例如泄露验证码或钱包凭证、向错误地址发送资产或违反本协议，由您自行承担。',
            },
            {
              kind: 'p',
              text: '本协议中的任何内容，均不免除或限制我们对造成您人身损害的责任、因故意或者重大过失造成您财产损失的责任，以及依照中国法律（包括《中华人民共和国消费者权益保护法》）不得免除或限制的其他责任。',
            },
          ],
        },
        {
          id: 'ua-changes',
          heading: '协议的变更',
          blocks: [
            {
              kind: 'p',
              text: '在法律法规变化或本服务调整时，我们可能修改本协议，并在本服务中发布修改后的协议，注明版本号和生效日期。如修改对您的权利义务有重大影响，您下次打开本服务时将看到变更内容的简要说明，须同意后方可继续使用，我们也会在[通知](/notices)中发布；一般修改将以横幅提示一次。如您不同意修改，可以停止使用本服务并注销账号。',
            },
          ],
        },
        {
          id: 'ua-termination',
          heading: '协议的终止',
          blocks: [
            {
              kind: 'p',
              text: '您可以随时停止使用本服务，并通过“我的”→“注销账号”注销您的账号。注销设有7日冷静期，冷静期内您可以通过登录并确认来保留账号；之后的处理详见《隐私政策》。',
            },
            {
              kind: 'p',
              text: '如您严重违反本协议或法律法规，我们可以按照“用户行为规范”的约定暂停或关闭您的账号，并在法律不禁止的情况下告知您理由。关闭您的账号前，我们将至少提前30日通过通知及短信告知您。',
            },
            {
              kind: 'p',
              text: '如我们决定停止提供本服务或其部分功能，将至少提前30日通过通知及短信告知您，并依法及依照《隐私政策》妥善处理未使用的优惠券、权益和您的个人信息；对于您已付费但无法继续使用的项目，我们将依法提供退款或其他合理的补救措施。',
            },
          ],
        },
        {
          id: 'ua-law',
          heading: '法律适用与争议解决',
          blocks: [
            {
              kind: 'p',
              text: '本协议的订立、效力、解释、履行及争议解决，均适用中华人民共和国法律（为本协议之目的，不包括香港特别行政区、澳门特别行政区和台湾地区法律）。因本协议引起或与本协议有关的争议，双方应首先友好协商解决；协商不成的，由上海市黄浦区人民法院管辖。',
            },
          ],
        },
        {
          id: 'ua-contact',
          heading: '联系我们',
          blocks: [
            {
              kind: 'p',
              text: '如您对本协议或本服务有任何疑问、投诉或建议，请发送邮件至{email}与我们联系。我们将在15个工作日内答复。',
            },
          ],
        },
      ],
    },
    {
      id: 'part-2',
      heading: '第二部分　服务条款（适用于中国大陆以外的用户）',
      blocks: [
        {
          kind: 'p',
          text: '本部分（以下简称“本条款”）是您与{company}之间具有法律约束力的协议，适用于居住在中国大陆以外的用户。',
        },
      ],
      subsections: [
        {
          id: 'tos-acceptance',
          heading: '接受本条款',
          blocks: [
            {
              kind: 'p',
              text: '您以任何方式访问或使用{product}（以下简称“本服务”），包括以游客身份浏览，即表示您同意受本条款约束。如您不同意，请不要访问或使用本服务。如您代表某一组织使用本服务，您确认您有权代表该组织接受本条款。',
            },
            {
              kind: 'p',
              text: '如您未满14周岁，须经父母或法定监护人同意后方可使用本服务；您的监护人代表您接受本条款，并对您使用本服务的行为负责。',
            },
          ],
        },
        {
          id: 'tos-modification',
          heading: '条款的修改',
          blocks: [
            {
              kind: 'p',
              text: '我们可随时修改本条款，并在本服务中发布修改后的条款，注明版本号和生效日期。对于重大修改，您下次打开本服务时将看到变更内容的简要说明，须同意后方可继续使用，我们也会在通知中发布。如您不同意，须停止使用本服务。我们也可以变更或暂停本服务的任何部分。',
            },
          ],
        },
        {
          id: 'tos-privacy',
          heading: '隐私',
          blocks: [
            {
              kind: 'p',
              text: '我们的[《隐私政策》](/privacy)说明了我们如何收集和使用您的个人信息，并构成本条款的组成部分。您使用本服务，即表示您知悉您的个人信息将按照《隐私政策》所述方式处理，包括存储于中国大陆境内。',
            },
          ],
        },
        {
          id: 'tos-account-security',
          heading: '账号安全',
          blocks: [
            {
              kind: 'p',
              text: '您有责任妥善保管您的手机号码、短信验证码、钱包、私钥和助记词并对其保密，并对您账号下发生的一切活动负责。我们绝不会向您索要私钥或助记词。如发现账号遭未经授权使用，请立即发送邮件至{email}通知我们。因您未妥善保管凭证而造成的损失，我们不承担责任。',
            },
          ],
        },
        {
          id: 'tos-restrictions',
          heading: '使用限制',
          blocks: [
            { kind: 'p', text: '您同意不会从事下列行为：' },
            {
              kind: 'ul',
              items: [
                '将本服务用于任何非法目的，或违反任何适用的法律法规；',
                '发布或发送违法、侵权、诽谤、骚扰、淫秽、仇恨或误导性的内容，包括在聊天和虚拟现实世界中；',
                '冒充他人，或虚假陈述您与任何个人或组织的关系；',
                '复制、伪造、出售或以欺诈方式核销优惠券，或以自动化或欺骗手段获取勋章、优惠券或藏品；',
                '使用机器人、爬虫或其他自动化工具，或通过我们提供的接口以外的方式访问本服务；',
                '干扰或破坏本服务及其服务器、网络或智能合约，探测或规避任何安全措施，或植入病毒或其他恶意代码；',
                '对本服务的任何部分进行反编译、反向工程或反汇编，但法律明确允许的除外；',
                '利用本服务进行市场操纵、洗钱、恐怖融资、规避制裁或其他金融犯罪。',
              ],
            },
            {
              kind: 'p',
              text: '如您违反上述限制，我们可删除相关内容、暂停或终止您的访问权限，并采取我们合理认为适当的其他措施。',
            },
          ],
        },
        {
          id: 'tos-ip',
          heading: '知识产权与商标',
          blocks: [
            {
              kind: 'p',
              text: '本服务及其全部内容，包括软件、文字、图形、图片、音频、视频、虚拟现实场景、艺术作品、角色形象及文化项目的设计，均归{company}或其许可方所有，受著作权、商标及其他知识产权法律保护。',
            },
            {
              kind: 'p',
              text: '{product}、其标识及我们各项目的名称是{company}或其许可方的商标。本服务中出现的其他商标归其各自的权利人所有。本条款的任何内容均未授予您使用上述任何商标的权利。',
            },
          ],
        },
        {
          id: 'tos-no-licence',
          heading: '不授予内容再使用许可',
          blocks: [
            {
              kind: 'p',
              text: '在您遵守本条款的前提下，我们授予您有限的、个人的、非独占的、不可转让且可撤销的权利，以便您为自身非商业目的访问和使用本服务。这并非对我们内容的再使用许可：未经我们事先书面同意，您不得复制、转载、修改、传播、公开展示或出售本服务的任何内容，不得据此创作衍生作品，亦不得将其用于训练机器学习模型。未明确授予的一切权利均予保留。',
            },
            {
              kind: 'p',
              text: '除特定藏品系列的条款另有明确约定外，持有NFT或数字藏品并不使您取得底层艺术作品的著作权或任何其他知识产权。',
            },
          ],
        },
        {
          id: 'tos-third-party-sites',
          heading: '第三方网站与服务',
          blocks: [
            {
              kind: 'p',
              text: '本服务可能包含指向第三方网站和服务的链接，或与之集成，例如微信、加密钱包、区块链浏览器、交易平台和合作方网站。我们未审查也不控制该等网站和服务，对其内容、产品、隐私做法或可用性不承担责任。提供链接并不代表我们认可该等网站和服务。您使用该等网站和服务的风险由您自行承担，并须遵守其自身的条款。',
            },
          ],
        },
        {
          id: 'tos-nft',
          heading: 'NFT、钱包与区块链',
          blocks: [
            {
              kind: 'p',
              text: 'NFT和数字藏品（包括NFT通行证）是无形的数字资产，其存在完全取决于相关区块链网络上保存的所有权记录，所有权的任何转移均在该区块链上完成。我们不控制任何区块链，也无法撤销、取消或修改其上记录的交易。',
            },
            {
              kind: 'p',
              text: '您理解并接受区块链技术的风险，包括价格波动、监管不确定性、智能合约漏洞以及交易不可逆转等。NFT并非投资产品，我们不对其价值、用途或未来功能（包括质押）作出任何承诺。铸造阶段（如KYC阶段、预铸造阶段和公开阶段）、参与资格和数量限制以各系列的规则为准。',
            },
            { kind: 'p', text: '在法律允许的最大范围内，对于因下列原因产生的任何损失、损害或索赔，我们不承担责任：' },
            {
              kind: 'ul',
              items: [
                '您的钱包或任何钱包软件出现故障、漏洞或被攻破，包括私钥或助记词丢失；',
                '任何区块链网络出现故障、分叉、拥堵、高额Gas费或其他问题；',
                '互联网、电信或其他网络出现故障或中断；',
                '用户操作失误，例如遗忘凭证、交易构建错误或将资产发送至错误地址；',
                '服务器故障或数据丢失，或第三方的未经授权访问，包括黑客攻击、网络钓鱼和恶意软件。',
              ],
            },
            { kind: 'p', text: '与您的NFT交易相关的一切税费由您自行承担。' },
          ],
        },
        {
          id: 'tos-liability',
          heading: '免责声明与责任限制',
          blocks: [
            {
              kind: 'p',
              text: '本服务按“现状”和“现有”基础提供。在法律允许的最大范围内，我们不作任何明示或默示的保证，包括对适销性、特定用途适用性、所有权和不侵权的保证，亦不保证本服务不会中断、安全或没有错误。',
            },
            {
              kind: 'p',
              text: '在法律允许的最大范围内，{company}不对任何间接、附带、特殊、后果性或惩罚性损害，或利润、数据、商誉的损失承担责任；我们就与本服务有关的全部索赔承担的责任总额，以引起索赔的事件发生前12个月内您为本服务向我们支付的金额为限。本条款不排除或限制依法不得排除或限制的任何责任，例如因过失导致死亡或人身伤害的责任，或因欺诈产生的责任。',
            },
          ],
        },
        {
          id: 'tos-termination',
          heading: '暂停与终止',
          blocks: [
            {
              kind: 'p',
              text: '您可随时停止使用本服务，并可在应用内通过“我的”→“注销账号”注销账号（设有7日冷静期，详见《隐私政策》）。如您违反本条款或法律有所要求，我们可暂停或终止您的访问权限；关闭您的账号前，我们将至少提前30日通过通知及短信告知您。如我们决定停止提供本服务或其部分功能，将以同样方式至少提前30日通知您。按其性质应在终止后继续有效的条款，包括知识产权、NFT、责任限制、适用法律和仲裁条款，在终止后继续有效。',
            },
          ],
        },
        {
          id: 'tos-force-majeure',
          heading: '不可抗力',
          blocks: [
            {
              kind: 'p',
              text: '对于因超出我们合理控制范围的事件导致的任何迟延履行或不履行，我们不承担责任。该等事件包括自然灾害、疫情、战争、恐怖主义、暴乱、政府行为、法律变更、罢工、电力或电信故障、区块链网络或第三方服务故障以及网络攻击。在该等事件持续期间，我们受影响的义务中止履行，我们将尽合理努力减轻其影响。',
            },
          ],
        },
        {
          id: 'tos-governing-law',
          heading: '适用法律',
          blocks: [
            {
              kind: 'p',
              text: '本条款以及因本条款或本服务引起或与之相关的任何争议或索赔（包括非合同性争议或索赔），均适用中华人民共和国香港特别行政区法律，不考虑其冲突法规则。',
            },
          ],
        },
        {
          id: 'tos-arbitration',
          heading: '争议解决与仲裁',
          blocks: [
            {
              kind: 'p',
              text: '本条影响您的权利，请仔细阅读。在提起仲裁前，您同意先发送邮件至{email}，尝试以非正式方式解决争议。我们将在15个工作日内答复；争议在通知发出后30日内仍未解决的，任何一方均可提起仲裁。',
            },
            {
              kind: 'p',
              text: '凡因本条款或本服务所引起的或与之相关的任何争议、纠纷、分歧或索赔，包括本条款的存在、效力、解释、履行、违反或终止，或因本条款引起的或与之相关的任何非合同性争议，均应提交由香港国际仲裁中心（HKIAC）管理的机构仲裁，并按照提交仲裁通知时有效的《香港国际仲裁中心机构仲裁规则》最终解决。仲裁地为香港。仲裁员人数为一名。仲裁程序应以英文进行。仲裁应保密进行：仲裁的存在、各方提交的全部材料、证据及仲裁裁决均应予以保密，但法律要求披露或为执行裁决所必需的除外。仲裁裁决是终局的，对双方均有约束力。',
            },
            {
              kind: 'p',
              text: '仅限个人索赔：您与我们均同意，只能以个人名义向对方提出索赔，不得以申请人或集体成员的身份参与任何集体诉讼、集体仲裁、合并程序或代表人程序。仲裁员不得将多人的索赔合并审理，也不得主持任何形式的集体或代表人程序。',
            },
            {
              kind: 'p',
              text: '在仲裁程序进行期间，任何一方均可向有管辖权的法院申请紧急临时救济，以维护其权利。',
            },
          ],
        },
        {
          id: 'tos-assignment',
          heading: '转让',
          blocks: [
            {
              kind: 'p',
              text: '未经我们事先书面同意，您不得转让本条款或您在本条款项下的任何权利或义务。我们可在未经您同意的情况下全部或部分转让本条款，包括因合并、收购、重组或资产出售而转让，但不得因此减损您在本条款项下的权利。',
            },
          ],
        },
        {
          id: 'tos-severability',
          heading: '可分割性',
          blocks: [
            {
              kind: 'p',
              text: '如本条款的任何规定被认定为无效、违法或不可执行，该规定应在允许的最大范围内予以执行；无法执行的，应将其从本条款中分割，其余规定继续完全有效。我们未行使或迟延行使本条款项下的任何权利，不构成对该权利的放弃。',
            },
          ],
        },
        {
          id: 'tos-entire-agreement',
          heading: '完整协议',
          blocks: [
            {
              kind: 'p',
              text: '本条款连同《隐私政策》以及我们就特定藏品系列、活动或优惠券公布的规则，构成您与{company}之间就本服务达成的完整协议，并取代此前与本服务有关的一切协议、陈述和谅解。第二部分适用于您时，本文件第一部分《用户协议》对您不适用。',
            },
          ],
        },
        {
          id: 'tos-contact',
          heading: '联系我们',
          blocks: [
            {
              kind: 'p',
              text: '如您对本条款有任何疑问，请发送邮件至{email}与我们联系。我们将在15个工作日内答复。',
            },
          ],
        },
      ],
    },
  ],
};

const zhTW: LegalDocument = {
  title: '使用者協議及服務條款',
  effectiveDate: '2026-11-27',
  updatedLabel: '第2版，生效日期：2026年11月27日',
  intro: [
    {
      kind: 'p',
      text: '本文件規範{company}（以下稱「我們」）向您提供{product}及相關服務（以下稱「本服務」）所適用的法律條款。本文件分為兩個部分，其中僅有一部分適用於您：',
    },
    {
      kind: 'ul',
      items: [
        '第一部分《使用者協議》：如您居住於中國大陸地區（就本文件而言，不包括香港特別行政區、澳門特別行政區及台灣），適用本部分。',
        '第二部分《服務條款》：如您居住於中國大陸地區以外的任何國家或地區（包括香港特別行政區、澳門特別行政區及台灣），適用本部分。',
      ],
    },
    {
      kind: 'p',
      text: '無論適用哪一部分，[《隱私權政策》](/privacy)均適用於所有使用者。本文件的每一語言版本皆完整載有兩個部分；各語言版本之間如有歧異，第一部分以簡體中文版本為準，第二部分以英文版本為準。',
    },
    {
      kind: 'p',
      text: '請詳閱適用於您的部分，特別是免除或限制我們責任的條款、準據法及爭議解決條款，以及第二部分中拋棄集體訴訟及約定仲裁的條款。您於登入時勾選同意或使用本服務，即表示您接受適用於您的部分。',
    },
  ],
  sections: [
    {
      id: 'part-1',
      heading: '第一部分　使用者協議（適用於中國大陸地區使用者）',
      blocks: [
        {
          kind: 'p',
          text: '本部分（以下稱「本協議」）為您與{company}之間就註冊及使用本服務所訂立、具有法律拘束力的協議，適用於居住在中國大陸地區的使用者。',
        },
      ],
      subsections: [
        {
          id: 'ua-acceptance',
          heading: '協議的接受與適用範圍',
          blocks: [
            {
              kind: 'p',
              text: '您勾選確認已閱讀並同意本協議及《隱私權政策》，或以其他方式使用本服務，即表示您已充分閱讀、瞭解本協議，並同意受其拘束。如您不同意，請勿註冊或使用需要帳號的功能。',
            },
            {
              kind: 'p',
              text: '本服務包括文化專案頁面、優惠券、勳章、數位收藏品、聊天、使用者個人檔案、虛擬實境展覽世界，以及我們不定期提供的其他功能。個別活動或優惠券可能另訂規則，該等規則構成本協議的一部分；與本協議不一致者，就該活動而言以個別規則為準。',
            },
          ],
        },
        {
          id: 'ua-account',
          heading: '帳號註冊與使用',
          blocks: [
            {
              kind: 'p',
              text: '您可以使用手機號碼及簡訊驗證碼註冊和登入，也可以使用瀏覽器加密錢包登入。您應提供真實、正確的資料並隨時更新。依法律規定，您註冊時使用的手機號碼將用於真實身分驗證。',
            },
            {
              kind: 'p',
              text: '帳號僅限您本人使用，您不得出借、轉讓、出售或出租帳號。您應妥善保管手機、驗證碼及錢包憑證，並對帳號下發生的一切行為負責。如發現帳號遭他人未經授權使用，請立即寄送電子郵件至{email}通知我們。',
            },
          ],
        },
        {
          id: 'ua-minors',
          heading: '未成年人保護',
          blocks: [
            {
              kind: 'p',
              text: '未滿14歲的使用者於本協議中屬未成年人。您第一次登入時，本服務會詢問您的出生年月。未成年人須經父母或監護人同意並在其指導下使用本服務：監護人以自己的手機同意我們的[《兒童個人資訊保護規則》](/childrenRules)，並應與未成年人一同閱讀本協議及[《隱私權政策》](/privacy)。在監護人同意之前，聊天、公開個人檔案或展間、購買及上傳功能皆無法使用。監護人應監督未成年人使用本服務的行為（包括任何付款行為），並可依《隱私權政策》的說明查看、更正、刪除未成年人的個人資料及撤回同意。',
            },
          ],
        },
        {
          id: 'ua-messages',
          heading: '訊息接收同意',
          blocks: [
            {
              kind: 'p',
              text: '您提供手機號碼，即表示您同意我們向該號碼傳送簡訊，並透過應用程式內通知及電子郵件（如您已提供電子郵件地址）向您傳送下列訊息：驗證碼；帳號及安全相關訊息；與您參加的優惠券、勳章、收藏品及活動相關的訊息；以及本協議、《隱私權政策》或本服務的變更通知。',
            },
            {
              kind: 'p',
              text: '經您同意後，我們也可能向您傳送有關文化專案、活動及優惠的行銷訊息。行銷訊息未經您同意不會傳送，您可以隨時在[隱私設定](/privacy-settings)中或寄送電子郵件至{email}取消訂閱。驗證碼及必要的服務訊息為本服務正常運作所必需，於您使用本服務期間無法取消。',
            },
          ],
        },
        {
          id: 'ua-conduct',
          heading: '使用者行為規範',
          blocks: [
            {
              kind: 'p',
              text: '您應遵守中華人民共和國法律法規，並尊重公共秩序及善良風俗。您不得利用本服務（包括聊天、個人檔案及虛擬實境世界）製作、複製、發布或散布含有下列內容的資訊：',
            },
            {
              kind: 'ul',
              items: [
                '反對憲法所確定的基本原則，危害國家安全，破壞國家統一或社會穩定者；',
                '含有猥褻、色情、暴力、賭博內容或教唆犯罪者；',
                '侮辱、誹謗他人，或侵害他人名譽權、隱私權、肖像權、智慧財產權或其他合法權益者；',
                '虛假、詐欺資訊，或垃圾訊息、未經授權的廣告；',
                '法律、行政法規禁止的其他內容。',
              ],
            },
            {
              kind: 'p',
              text: '您亦不得：利用機器人、腳本等自動化方式註冊帳號、領取勳章或優惠券、傳送訊息；偽造、複製、轉售優惠券或以詐欺方式兌換；干擾本服務的伺服器、網路或安全措施，或對本服務進行還原工程；利用本服務從事洗錢、非法集資或其他違法金融活動。',
            },
            {
              kind: 'p',
              text: '如您違反上述規定，我們得視情節輕重採取刪除內容、警告、限制功能、取消以不正當方式取得的優惠券、勳章或權益、暫停或終止帳號等措施，並依法向主管機關通報。',
            },
          ],
        },
        {
          id: 'ua-digital-items',
          heading: '優惠券、勳章與數位收藏品',
          blocks: [
            {
              kind: 'p',
              text: '優惠券由我們或合作夥伴核發，於本服務中以QR Code及條碼形式顯示，供您於門市櫃檯使用。每張優惠券均適用其各自的使用規則，包括面額、有效期間及適用門市。除規則另有說明外，優惠券不得兌換現金，逾期不得使用，亦不得轉讓或轉售。',
            },
            {
              kind: 'p',
              text: '勳章是您參加活動（例如中秋燈會活動）的紀念憑證，不具貨幣價值，不得兌換現金。',
            },
            {
              kind: 'p',
              text: '數位收藏品是具有文化藝術價值、以區塊鏈技術記錄的數位作品。您取得的是為個人非商業目的持有、瀏覽及展示該數位收藏品的權利，相關作品的智慧財產權仍歸權利人所有。數位收藏品並非虛擬貨幣、證券或金融商品，您不得將其用於炒作、操縱價格、以營利為目的之次級市場交易、金融化或中國法律禁止的其他活動。證書專區、權益專區等標示為「尚未開放」的功能，於正式上線前不產生任何權利。',
            },
          ],
        },
        {
          id: 'ua-ip',
          heading: '智慧財產權',
          blocks: [
            {
              kind: 'p',
              text: '本服務中的一切智慧財產權，包括軟體、設計、文字、圖片、音訊、影片、虛擬實境場景、{product}的名稱及標誌，以及繡荷包、儺面等文化專案的作品與角色形象，均歸{company}或相關權利人所有。除為個人非商業目的使用本服務外，未經我們事先書面同意，您不得重製、修改、散布、公開展示或以其他方式利用上述內容。',
            },
            {
              kind: 'p',
              text: '您對自己發布的內容保有相應權利。您授予我們一項非專屬、無償的授權，使我們於該內容保留在本服務期間，為營運本服務所必要而儲存、顯示及傳輸該內容。',
            },
          ],
        },
        {
          id: 'ua-advertising',
          heading: '廣告',
          blocks: [
            {
              kind: 'p',
              text: '您瞭解並同意，本服務中可能顯示廣告、合作夥伴推廣及行銷資訊，包括合作夥伴提供的文化專案、門市及商品資訊。我們將依《中華人民共和國廣告法》對廣告予以明顯標示。',
            },
            {
              kind: 'p',
              text: '您應自行判斷廣告所涉商品或服務的真實性及可靠性。您與廣告主或合作夥伴之間的交易由您與其自行負責；我們僅在法律規定的範圍內對廣告內容負責。',
            },
          ],
        },
        {
          id: 'ua-third-party',
          heading: '第三方服務',
          blocks: [
            {
              kind: 'p',
              text: '本服務仰賴或連結由第三方提供的服務，例如微信及其內建瀏覽器、簡訊服務商、支付服務、加密錢包、公開區塊鏈及合作門市。您使用該等服務時，應遵守相應第三方的使用條款及隱私權政策。我們無法控制該等服務，在法律允許的範圍內，不對其可用性、內容或行為負責；但如發生問題，我們將協助您聯絡相關第三方。',
            },
          ],
        },
        {
          id: 'ua-privacy',
          heading: '隱私權保護',
          blocks: [
            {
              kind: 'p',
              text: '我們依法保護您的個人資料。我們如何蒐集、使用、儲存、分享及保護您的個人資料，以及您享有的權利，請參閱[《隱私權政策》](/privacy)。《隱私權政策》構成本協議的一部分，請您詳閱。',
            },
          ],
        },
        {
          id: 'ua-liability',
          heading: '責任限制',
          blocks: [
            {
              kind: 'p',
              text: '我們將盡合理努力維持本服務安全、穩定及持續運作。但在法律允許的範圍內，對於因下列原因導致的服務中斷、延遲或損失，我們不負責任：計畫性或緊急的系統維護（我們將盡可能事先通知）；電信網路、微信、錢包、區塊鏈或其他第三方服務故障；駭客攻擊、電腦病毒或政府行為；天災、疫情、戰爭等不可抗力事件。',
            },
            {
              kind: 'p',
              text: '因您自身過失所造成的損失，例如洩漏驗證碼或錢包憑證、將資產傳送至錯誤地址或違反本協議，由您自行承擔。',
            },
            {
              kind: 'p',
              text: '本協議的任何內容，均不免除或限制我們對您造成人身傷害的責任、因故意或重大過失造成您財產損失的責任，以及依中國法律（包括《中華人民共和國消費者權益保護法》）不得免除或限制的其他責任。',
            },
          ],
        },
        {
          id: 'ua-changes',
          heading: '協議的修訂',
          blocks: [
            {
              kind: 'p',
              text: '因法令變更或本服務調整，我們可能修訂本協議，並在本服務內公布修訂後的協議，註明版本編號及生效日期。如修訂對您的權利義務有重大影響，您下次開啟本服務時將看到變更內容的簡要說明，須於同意後才能繼續使用，我們也會在[通知](/notices)中公布；一般修訂將以橫幅提示一次。如您不同意修訂內容，可以停止使用本服務並註銷帳號。',
            },
          ],
        },
        {
          id: 'ua-termination',
          heading: '協議的終止',
          blocks: [
            {
              kind: 'p',
              text: '您可以隨時停止使用本服務，並透過「我的」→「註銷帳號」註銷您的帳號。註銷設有7天冷靜期，冷靜期內您可以登入並確認以保留帳號；之後的處理請參閱《隱私權政策》。',
            },
            {
              kind: 'p',
              text: '如您嚴重違反本協議或法令，我們得依「使用者行為規範」的約定暫停或關閉您的帳號，並在法律未禁止的情況下告知您理由。關閉您的帳號前，我們將至少於30天前透過通知及簡訊告知您。',
            },
            {
              kind: 'p',
              text: '如我們決定停止提供本服務或其部分功能，將至少於30天前透過通知及簡訊告知您，並依法及依《隱私權政策》妥善處理未使用的優惠券、權益及您的個人資料；對於您已付費但無法繼續使用的項目，我們將依法提供退款或其他合理的補救措施。',
            },
          ],
        },
        {
          id: 'ua-law',
          heading: '準據法與爭議解決',
          blocks: [
            {
              kind: 'p',
              text: '本協議的成立、效力、解釋、履行及爭議解決，均以中華人民共和國法律為準據法（就本協議而言，不包括香港特別行政區、澳門特別行政區及台灣的法律）。因本協議所生或與本協議有關的爭議，雙方應先友好協商解決；協商不成者，由上海市黃浦區人民法院管轄。',
            },
          ],
        },
        {
          id: 'ua-contact',
          heading: '聯絡我們',
          blocks: [
            {
              kind: 'p',
              text: '如您對本協議或本服務有任何疑問、申訴或建議，請寄送電子郵件至{email}與我們聯絡。我們將於15個工作天內回覆。',
            },
          ],
        },
      ],
    },
    {
      id: 'part-2',
      heading: '第二部分　服務條款（適用於中國大陸地區以外的使用者）',
      blocks: [
        {
          kind: 'p',
          text: '本部分（以下稱「本條款」）為您與{company}之間具有法律拘束力的協議，適用於居住在中國大陸地區以外的使用者。',
        },
      ],
      subsections: [
        {
          id: 'tos-acceptance',
          heading: '接受本條款',
          blocks: [
            {
              kind: 'p',
              text: '您以任何方式存取或使用{product}（以下稱「本服務」），包括以訪客身分瀏覽，即表示您同意受本條款拘束。如您不同意，請勿存取或使用本服務。如您代表某一組織使用本服務，您確認您有權代表該組織接受本條款。',
            },
            {
              kind: 'p',
              text: '如您未滿14歲，須經父母或法定代理人（監護人）同意後始得使用本服務；您的父母或法定代理人代表您接受本條款，並對您使用本服務的行為負責。',
            },
          ],
        },
        {
          id: 'tos-modification',
          heading: '條款的修訂',
          blocks: [
            {
              kind: 'p',
              text: '我們得隨時修訂本條款，並在本服務內公布修訂後的條款，註明版本編號及生效日期。對於重大修訂，您下次開啟本服務時將看到變更內容的簡要說明，須於同意後才能繼續使用，我們也會在通知中公布。如您不同意，須停止使用本服務。我們也得變更或暫停本服務的任何部分。',
            },
          ],
        },
        {
          id: 'tos-privacy',
          heading: '隱私權',
          blocks: [
            {
              kind: 'p',
              text: '我們的[《隱私權政策》](/privacy)說明我們如何蒐集及使用您的個人資料，並構成本條款的一部分。您使用本服務，即表示您知悉您的個人資料將依《隱私權政策》所述方式處理，包括儲存於中國大陸地區境內。',
            },
          ],
        },
        {
          id: 'tos-account-security',
          heading: '帳號安全',
          blocks: [
            {
              kind: 'p',
              text: '您有責任妥善保管您的手機號碼、簡訊驗證碼、錢包、私鑰及助記詞並予以保密，並對您帳號下發生的一切活動負責。我們絕不會向您索取私鑰或助記詞。如發現帳號遭未經授權使用，請立即寄送電子郵件至{email}通知我們。因您未妥善保管憑證所造成的損失，我們不負責任。',
            },
          ],
        },
        {
          id: 'tos-restrictions',
          heading: '使用限制',
          blocks: [
            { kind: 'p', text: '您同意不從事下列行為：' },
            {
              kind: 'ul',
              items: [
                '將本服務用於任何非法目的，或違反任何適用的法令；',
                '發布或傳送違法、侵權、誹謗、騷擾、猥褻、仇恨或誤導性的內容，包括在聊天及虛擬實境世界中；',
                '冒用他人身分，或不實陳述您與任何個人或組織的關係；',
                '複製、偽造、出售或以詐欺方式兌換優惠券，或以自動化或欺騙手段取得勳章、優惠券或收藏品；',
                '使用機器人、爬蟲或其他自動化工具，或以我們提供的介面以外的方式存取本服務；',
                '干擾或破壞本服務及其伺服器、網路或智慧合約，探測或規避任何安全措施，或植入病毒或其他惡意程式；',
                '對本服務的任何部分進行反編譯、還原工程或反組譯，但法律明文允許者除外；',
                '利用本服務從事市場操縱、洗錢、資恐、規避制裁或其他金融犯罪。',
              ],
            },
            {
              kind: 'p',
              text: '如您違反上述限制，我們得刪除相關內容、暫停或終止您的存取權限，並採取我們合理認為適當的其他措施。',
            },
          ],
        },
        {
          id: 'tos-ip',
          heading: '智慧財產權及商標',
          blocks: [
            {
              kind: 'p',
              text: '本服務及其所有內容，包括軟體、文字、圖像、圖片、音訊、影片、虛擬實境場景、藝術作品、角色形象及文化專案的設計，均歸{company}或其授權人所有，並受著作權、商標及其他智慧財產權法律保護。',
            },
            {
              kind: 'p',
              text: '{product}、其標誌及我們各專案的名稱，為{company}或其授權人的商標。本服務中出現的其他商標歸其各自的權利人所有。本條款的任何內容均未授予您使用上述任何商標的權利。',
            },
          ],
        },
        {
          id: 'tos-no-licence',
          heading: '不授予內容再利用之授權',
          blocks: [
            {
              kind: 'p',
              text: '在您遵守本條款的前提下，我們授予您有限、個人、非專屬、不可轉讓且可撤銷的權利，供您為自身非商業目的存取及使用本服務。此並非對我們內容的再利用授權：未經我們事先書面同意，您不得重製、轉載、修改、散布、公開展示或出售本服務的任何內容，不得據以創作衍生作品，亦不得將其用於訓練機器學習模型。未經明示授予的一切權利均予保留。',
            },
            {
              kind: 'p',
              text: '除特定收藏品系列的條款另有明文約定外，持有NFT或數位收藏品並不使您取得底層藝術作品的著作權或任何其他智慧財產權。',
            },
          ],
        },
        {
          id: 'tos-third-party-sites',
          heading: '第三方網站與服務',
          blocks: [
            {
              kind: 'p',
              text: '本服務可能包含前往第三方網站及服務的連結，或與其整合，例如微信、加密錢包、區塊鏈瀏覽器、交易平台及合作夥伴網站。我們未審查亦不控制該等網站及服務，對其內容、商品、隱私權作法或可用性不負責任。提供連結並不代表我們認可該等網站及服務。您使用該等網站及服務的風險由您自行承擔，並應遵守其本身的條款。',
            },
          ],
        },
        {
          id: 'tos-nft',
          heading: 'NFT、錢包與區塊鏈',
          blocks: [
            {
              kind: 'p',
              text: 'NFT及數位收藏品（包括NFT通行證）為無形的數位資產，其存在完全取決於相關區塊鏈網路上保存的所有權紀錄，所有權的任何移轉均在該區塊鏈上完成。我們不控制任何區塊鏈，也無法撤銷、取消或修改其上記錄的交易。',
            },
            {
              kind: 'p',
              text: '您瞭解並接受區塊鏈技術的風險，包括價格波動、監理不確定性、智慧合約漏洞及交易不可逆轉等。NFT並非投資商品，我們不對其價值、用途或未來功能（包括質押）作出任何承諾。鑄造階段（例如KYC階段、預鑄造階段及公開階段）、參與資格及數量限制，以各系列的規則為準。',
            },
            { kind: 'p', text: '在法律允許的最大範圍內，對於因下列原因所生的任何損失、損害或請求，我們不負責任：' },
            {
              kind: 'ul',
              items: [
                '您的錢包或任何錢包軟體發生故障、漏洞或遭入侵，包括私鑰或助記詞遺失；',
                '任何區塊鏈網路發生故障、分叉、壅塞、高額Gas手續費或其他問題；',
                '網際網路、電信或其他網路發生故障或中斷；',
                '使用者操作錯誤，例如遺忘憑證、交易建構錯誤或將資產傳送至錯誤地址；',
                '伺服器故障或資料遺失，或第三方未經授權的存取，包括駭客攻擊、網路釣魚及惡意軟體。',
              ],
            },
            { kind: 'p', text: '與您的NFT交易相關的一切稅捐由您自行負擔。' },
          ],
        },
        {
          id: 'tos-liability',
          heading: '免責聲明與責任限制',
          blocks: [
            {
              kind: 'p',
              text: '本服務係依「現況」及「現有」狀態提供。在法律允許的最大範圍內，我們不為任何明示或默示的保證，包括適售性、特定目的適用性、權利無瑕疵及未侵權的保證，亦不保證本服務不會中斷、安全無虞或沒有錯誤。',
            },
            {
              kind: 'p',
              text: '在法律允許的最大範圍內，{company}對任何間接、附隨、特殊、衍生性或懲罰性損害，或利潤、資料、商譽的損失，均不負責任；我們就與本服務有關的一切請求所負的責任總額，以引起請求之事件發生前12個月內您就本服務支付予我們的金額為限。本條款不排除或限制依法不得排除或限制的任何責任，例如因過失致人死亡或身體傷害的責任，或因詐欺所生的責任。',
            },
          ],
        },
        {
          id: 'tos-termination',
          heading: '暫停與終止',
          blocks: [
            {
              kind: 'p',
              text: '您可隨時停止使用本服務，並可於應用程式內透過「我的」→「註銷帳號」註銷帳號（設有7天冷靜期，請參閱《隱私權政策》）。如您違反本條款或法律有所要求，我們得暫停或終止您的存取權限；關閉您的帳號前，我們將至少於30天前透過通知及簡訊告知您。如我們決定停止提供本服務或其部分功能，將以相同方式至少於30天前通知您。依其性質應於終止後繼續有效的條款，包括智慧財產權、NFT、責任限制、準據法及仲裁條款，於終止後繼續有效。',
            },
          ],
        },
        {
          id: 'tos-force-majeure',
          heading: '不可抗力',
          blocks: [
            {
              kind: 'p',
              text: '對於因超出我們合理控制範圍的事件所導致的任何遲延履行或不履行，我們不負責任。該等事件包括天災、疫情、戰爭、恐怖主義、暴動、政府行為、法令變更、罷工、電力或電信故障、區塊鏈網路或第三方服務故障，以及網路攻擊。於該等事件持續期間，我們受影響的義務暫停履行，我們將盡合理努力減輕其影響。',
            },
          ],
        },
        {
          id: 'tos-governing-law',
          heading: '準據法',
          blocks: [
            {
              kind: 'p',
              text: '本條款以及因本條款或本服務所生或與其有關的任何爭議或請求（包括非契約性的爭議或請求），均以中華人民共和國香港特別行政區法律為準據法，不適用其法律衝突規則。',
            },
          ],
        },
        {
          id: 'tos-arbitration',
          heading: '爭議解決與仲裁',
          blocks: [
            {
              kind: 'p',
              text: '本條影響您的權利，請詳閱。於提起仲裁前，您同意先寄送電子郵件至{email}，嘗試以非正式方式解決爭議。我們將於15個工作天內回覆；爭議於通知發出後30日內仍未解決者，任何一方均得提起仲裁。',
            },
            {
              kind: 'p',
              text: '凡因本條款或本服務所生或與其有關的任何爭議、糾紛、歧異或請求，包括本條款的存在、效力、解釋、履行、違反或終止，或因本條款所生或與其有關的任何非契約性爭議，均應提交由香港國際仲裁中心（HKIAC）管理的機構仲裁，並依提交仲裁通知時有效的《香港國際仲裁中心機構仲裁規則》終局解決。仲裁地為香港。仲裁人人數為一名。仲裁程序應以英文進行。仲裁應以保密方式進行：仲裁的存在、各方提出的一切書狀、證據及仲裁判斷均應保密，但法律要求揭露或為執行仲裁判斷所必要者除外。仲裁判斷為終局判斷，對雙方均有拘束力。',
            },
            {
              kind: 'p',
              text: '僅限個人請求：您與我們均同意，僅得以個人名義向對方提出請求，不得以聲請人或團體成員的身分參與任何集體訴訟、集體仲裁、合併程序或代表訴訟程序。仲裁人不得合併審理多人的請求，亦不得主持任何形式的集體或代表程序。',
            },
            {
              kind: 'p',
              text: '於仲裁程序進行期間，任何一方均得向有管轄權的法院聲請緊急暫時性救濟，以保全其權利。',
            },
          ],
        },
        {
          id: 'tos-assignment',
          heading: '讓與',
          blocks: [
            {
              kind: 'p',
              text: '未經我們事先書面同意，您不得讓與本條款或您依本條款享有的任何權利或負擔的任何義務。我們得不經您同意而全部或部分讓與本條款，包括因合併、收購、重組或資產出售而讓與，但不得因此減損您依本條款享有的權利。',
            },
          ],
        },
        {
          id: 'tos-severability',
          heading: '可分割性',
          blocks: [
            {
              kind: 'p',
              text: '本條款的任何規定經認定為無效、違法或無法執行者，該規定應於允許的最大範圍內執行；無法執行者，應自本條款中分離，其餘規定仍完全有效。我們未行使或遲延行使本條款所定的任何權利，不構成對該權利的拋棄。',
            },
          ],
        },
        {
          id: 'tos-entire-agreement',
          heading: '完整協議',
          blocks: [
            {
              kind: 'p',
              text: '本條款連同《隱私權政策》，以及我們就特定收藏品系列、活動或優惠券公布的規則，構成您與{company}之間就本服務所達成的完整協議，並取代先前與本服務有關的一切協議、陳述及共識。第二部分適用於您時，本文件第一部分《使用者協議》對您不適用。',
            },
          ],
        },
        {
          id: 'tos-contact',
          heading: '聯絡我們',
          blocks: [
            {
              kind: 'p',
              text: '如您對本條款有任何疑問，請寄送電子郵件至{email}與我們聯絡。我們將於15個工作天內回覆。',
            },
          ],
        },
      ],
    },
  ],
};

export const userAgreement: Record<LegalLocale, LegalDocument> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
};
