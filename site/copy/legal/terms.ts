import { site } from '../../site.config.ts'
import { legalLabels } from './labels.ts'
import { mailto, type LegalDocumentCopy } from './types.ts'

export const termsOfService = {
  hero: {
    eyebrow: legalLabels.eyebrow,
    heading: 'Terms of Service',
    lead: 'The terms that apply when you use this website, read its Insights articles or send us an enquiry.',
  },
  updated: '2025-10-13',
  sections: [
    {
      id: 'acceptance',
      heading: 'Acceptance of These Terms',
      paragraphs: [
        `These terms govern your use of the ${site.name} website, ${site.url}, including its Insights articles and its contact form. By using the website you accept them. If you do not accept them, please do not use the website.`,
        'These terms cover the website only. Consulting, engineering and support services are provided under a separate written agreement signed with each client; sending an enquiry or receiving a proposal does not create one.',
      ],
    },
    {
      id: 'who-may-use',
      heading: 'Who May Use This Website',
      paragraphs: [
        'The website is intended for business use by people aged 18 or over. By using it, you confirm that you are at least 18. If you contact us on behalf of an organization, you confirm that you are authorized to do so.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Our Content and Intellectual Property',
      paragraphs: [
        `The text, articles, diagrams, images, logos and design of this website belong to ${site.name} or to those who have licensed them to us. The names ${site.name}, Vyaapari360, UnifySuite360 and AI SmartBot identify our business and our frameworks and may not be used in a way that suggests we endorse or are connected with another product or service.`,
      ],
      list: [
        'You may view, download and print pages for your own information or to evaluate our services within your organization.',
        'You may share links to our pages and quote short passages of our articles, provided you name us as the source and link to the original.',
        'You may not republish, sell or adapt our content, or extract it systematically, including to build data sets or train machine-learning models, without our written permission.',
      ],
    },
    {
      id: 'insights-not-advice',
      heading: 'Insights Articles Are General Information',
      paragraphs: [
        'Our Insights articles share general information and our engineers’ views on ERP modernization, integration, automation and data. They are not professional advice on your systems or circumstances, and they are not legal, regulatory, financial or tax advice.',
        'Technology, products and regulations change, and an article reflects our understanding when it was published. Before you act on anything you read here, assess it against your own situation or ask a qualified adviser. Reading an article or contacting us does not create a client relationship.',
      ],
    },
    {
      id: 'no-warranties',
      heading: 'No Warranties',
      paragraphs: [
        'We take care to keep the website accurate and available, but we provide it “as is” and “as available”. To the extent the law allows, we give no warranty that its content is complete, accurate or current, or that the website will be uninterrupted, secure or free of errors or harmful components.',
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of Liability',
      paragraphs: [
        'To the extent the law allows, we are not liable for any loss or damage arising from your use of the website or your reliance on its content, including loss of profit, revenue, data or business opportunity, or any indirect or consequential loss.',
        'Nothing in these terms excludes or limits liability that cannot be excluded or limited by law, such as liability for fraud, or any rights you have under laws that cannot be set aside by agreement.',
      ],
    },
    {
      id: 'links-to-other-sites',
      heading: 'Links to Other Websites',
      paragraphs: [
        'The website and its articles link to websites we do not control, such as product documentation and industry sources. We provide those links for convenience; we are not responsible for their content, availability or privacy practices, and a link is not an endorsement.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable Use',
      paragraphs: ['When you use the website, you agree not to:'],
      list: [
        'use it in any way that breaks the law or infringes anyone’s rights;',
        'try to gain access to its editorial area, its backend or any system or data you are not authorized to use;',
        'submit the contact form automatically, in bulk or with false, misleading or unsolicited content;',
        'introduce malware, or scan, probe or load-test the website without our written permission;',
        'interfere with the website’s operation or with anyone else’s use of it.',
      ],
    },
    {
      id: 'privacy',
      heading: 'Privacy',
      paragraphs: [
        [
          'Our ',
          { text: 'Privacy Policy', href: '/privacy-policy' },
          ' explains what personal information we collect through the website, including the contact form, how we use and protect it, and the rights you have over it.',
        ],
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing Law',
      paragraphs: [
        `These terms, and any dispute arising from them or from your use of the website, are governed by the laws of ${site.legal.governingLaw}. The courts of ${site.legal.governingLaw} have exclusive jurisdiction over any such dispute.`,
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to These Terms',
      paragraphs: [
        'We may update these terms from time to time, for example when we add features to the website or when the law changes. The date at the top of this page shows when they last changed; the version published when you use the website is the one that applies.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact Us',
      paragraphs: [
        [
          'Questions about these terms? E-mail ',
          mailto(site.email.contact, 'Terms of Service question'),
          ' and we will reply within 24 hours.',
        ],
      ],
    },
  ],
} as const satisfies LegalDocumentCopy
