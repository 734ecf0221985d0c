import { site } from '../../site.config.ts'
import { legalLabels } from './labels.ts'
import { mailto, type LegalDocumentCopy } from './types.ts'

const dataRightsContact = mailto(site.email.contact, 'Data rights request')

export const privacyPolicy = {
  hero: {
    eyebrow: legalLabels.eyebrow,
    heading: 'Privacy Policy',
    lead: 'What personal information this website collects, why we collect it, who handles it on our behalf, and how you can exercise your rights over it.',
  },
  updated: '2026-11-28',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who We Are',
      paragraphs: [
        `${site.name} (formerly ${site.formerName}) is an enterprise technology consultancy. We help organizations modernize ERP systems, integrate enterprise applications, automate business processes and build data hubs.`,
        `This policy explains what personal information we collect through this website, ${site.url}, why we collect it, who else handles it and what you can ask us to do with it. We decide how that information is used, so we are responsible for it as its controller.`,
        'The policy covers this website, its contact form and its Insights articles. Work we carry out for clients is covered by the agreement we sign with each client, not by this policy.',
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What We Collect',
      paragraphs: ['We collect only what we need to answer you and to keep the website running safely:'],
      list: [
        {
          term: 'What you send through the contact form',
          text: 'your name, e-mail address, company, role, phone number and message. Name, e-mail address, company and message are required; role and phone number are optional.',
        },
        {
          term: 'Records kept with an enquiry',
          text: 'the time it was sent, the type of browser that sent it (its user-agent string) and a one-way, keyed hash of your IP address. We keep the hash, not the address, so we can recognize repeated abuse without storing where you connected from.',
        },
        {
          term: 'Where your visit came from, sent with an enquiry',
          text: 'the page of this website you came to the contact form from; the first page you opened on your visit; the website that linked you to it, as its address alone (such as https://www.google.com), never the page; and any campaign tags in that first page’s address (utm_source, utm_medium, utm_campaign, utm_term and utm_content, which say, for example, that a link came from our newsletter). If you send the form without JavaScript, none of this travels with it, except the page it was sent from when your browser reports that.',
        },
        {
          term: 'Abuse-prevention records',
          text: 'to limit how often the form can be submitted, we record each attempt against keyed hashes of the sending IP address and e-mail address. These records are deleted after 24 hours.',
        },
        {
          term: 'Server logs',
          text: 'like any website, our hosting provider records each request: the IP address, date and time, the page or file requested, the referring page and the browser type.',
        },
        {
          term: 'Correspondence',
          text: 'if you e-mail us or we reply to your enquiry, we keep that correspondence.',
        },
      ],
    },
    {
      id: 'cookies-and-tracking',
      heading: 'Cookies and Tracking',
      paragraphs: [
        'The public website sets no cookies. We use no advertising trackers, no tracking pixels and no third-party analytics, and we do not build profiles of visitors.',
        'While you browse, your browser keeps one note for the contact form in its session storage: the first page you opened, the website that linked you to it and any campaign tags in that page’s address. The note holds no identifier, stays in that browser tab and is deleted when you close the tab. It reaches us only if you send an enquiry, and nothing is kept from one visit to the next.',
        'Instead of a third-party CAPTCHA, the contact form keeps automated spam out with a small puzzle (a proof of work) that your browser solves while you type: it fetches the puzzle from our own server when you start on the form, spends a fraction of a second on it, and sends the answer with your enquiry. The puzzle sets no cookie and involves no one else. If it cannot be solved, or your browser runs no JavaScript, your enquiry still reaches us.',
        'The Insights pages and the contact form talk only to our own backend: to load articles, to fetch the puzzle and to send your enquiry.',
        'Members of our staff who sign in to the website’s editorial area keep a sign-in session in their browser’s storage. That applies only to staff accounts, never to visitors.',
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'Why We Use It and Our Legal Bases',
      paragraphs: [
        'We use personal information only for the purposes below. Where a law such as the EU or UK General Data Protection Regulation asks us to name a legal basis, it is given with each purpose.',
      ],
      list: [
        {
          term: 'Answering your enquiry and arranging a consultation',
          text: 'based on our legitimate interest in responding to businesses that contact us, and on taking steps you have asked for before any contract.',
        },
        {
          term: 'Preparing a proposal and entering into an agreement',
          text: 'based on taking steps at your request before a contract, and then on performing that contract.',
        },
        {
          term: 'Knowing which pages and campaigns bring enquiries',
          text: 'using the pages and campaign tags sent with enquiries, so that we write more of what our visitors find useful, based on our legitimate interest in understanding how people find us. We count enquiries by page and campaign; we do not use this to profile you.',
        },
        {
          term: 'Keeping the website and the contact form secure',
          text: 'including keeping automated spam out with the proof-of-work puzzle, the hashed IP address, the browser string and a limit on how often the form can be sent, based on our legitimate interest in protecting our systems and the people who use them.',
        },
        {
          term: 'Meeting legal obligations',
          text: 'such as keeping business records or responding to a lawful request from an authority, based on the legal obligation concerned.',
        },
      ],
    },
    {
      id: 'how-long-we-keep-it',
      heading: 'How Long We Keep It',
      paragraphs: ['We keep personal information only for as long as we need it for the purposes above:'],
      list: [
        'Enquiries, with where the visit came from: while we are working on them. An enquiry we have closed is deleted automatically 12 months after we closed it, and one we set aside as spam 12 months after it was sent.',
        'The correspondence that follows an enquiry: 24 months from our last contact with you, unless you become a client.',
        'If you become a client: for the duration of our agreement and afterwards for as long as the law requires us to keep business and financial records.',
        'Abuse-prevention records of form submissions: 24 hours.',
        'Server logs: no more than 30 days, unless we need a specific log for longer to investigate a security incident.',
      ],
    },
    {
      id: 'service-providers',
      heading: 'Service Providers and Sharing',
      paragraphs: [
        'We use a small number of service providers who process personal information on our behalf, only on our instructions and under contracts that require them to protect it:',
      ],
      list: [
        {
          term: 'Hosting and database provider',
          text: 'serves this website, runs the contact form and stores enquiries in its database.',
        },
        {
          term: 'E-mail delivery provider',
          text: 'delivers the notification that tells our team about a new enquiry; that e-mail contains the details you entered in the form.',
        },
        {
          term: 'Professional advisers and authorities',
          text: 'our lawyers, accountants and auditors where they need the information to advise us, and public authorities where the law requires us to disclose it.',
        },
        'If our business were reorganized or sold, the information could pass to the new owner, who would remain bound by this policy.',
      ],
    },
    {
      id: 'selling-data',
      heading: 'We Do Not Sell Your Data',
      paragraphs: [
        'We do not sell or rent personal information, we do not share it with anyone for their own marketing, and we do not use it for advertising.',
      ],
    },
    {
      id: 'where-data-is-stored',
      heading: 'Where Your Data Is Stored and Processed',
      paragraphs: [
        'Enquiries are stored in the database region of our hosting provider that we selected for this website. Our e-mail delivery provider may process the notification e-mail in the United States. Our teams work in India, Australia, New Zealand, Europe and North America, and the colleague best placed to answer your enquiry may read it from any of those locations.',
        'When personal information moves between countries, we protect it with safeguards the applicable law recognizes, such as an adequacy decision for the destination country or standard contractual clauses with the recipient, and we give access only to the people who need it to answer you. You can ask us for details of the region and the safeguards that apply to your information.',
      ],
    },
    {
      id: 'security',
      heading: 'How We Protect It',
      paragraphs: ['We protect personal information with measures suited to what we hold:'],
      list: [
        'Every connection to the website and its backend is encrypted in transit with TLS (HTTPS).',
        'Enquiries can be written only by the contact form’s server-side function and read only by authorized staff; the database refuses every other request.',
        'IP addresses kept with enquiries are stored as keyed hashes, never as the address itself.',
        'Our providers encrypt stored data at rest, and staff use individual accounts, so every access can be traced to a person.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your Rights',
      paragraphs: [
        'Depending on where you live, laws such as the EU and UK GDPR, Australia’s Privacy Act 1988, New Zealand’s Privacy Act 2020 and India’s Digital Personal Data Protection Act 2023 give you rights over your personal information. We honor the following rights for everyone who contacts us, wherever they are:',
      ],
      list: [
        { term: 'Access', text: 'ask for a copy of the personal information we hold about you.' },
        { term: 'Correction', text: 'ask us to correct information that is inaccurate or incomplete.' },
        {
          term: 'Deletion',
          text: [
            'ask us to delete your information where we no longer have a reason to keep it. To have your enquiries erased, e-mail ',
            dataRightsContact,
            ' from the address you sent them from, and we will delete every enquiry sent from that address.',
          ],
        },
        {
          term: 'Objection and restriction',
          text: 'object to our use of your information, or ask us to limit it while a concern is resolved.',
        },
        {
          term: 'Portability',
          text: 'receive the information you gave us in a structured, machine-readable format, or have it sent to another organization.',
        },
        {
          term: 'Complaint',
          text: 'complain to the data-protection supervisory authority where you live or work, for example the UK Information Commissioner’s Office, the Office of the Australian Information Commissioner or New Zealand’s Office of the Privacy Commissioner. We would welcome the chance to resolve your concern first.',
        },
      ],
    },
    {
      id: 'data-rights-contact',
      heading: 'How to Exercise Your Rights',
      paragraphs: [
        [
          'E-mail ',
          dataRightsContact,
          ' with the subject “Data rights request” and tell us which right you want to exercise.',
        ],
        'We will reply within one month. We may ask you to confirm your identity before we act, so that we never disclose or delete someone else’s information. Exercising your rights is free of charge.',
      ],
    },
    {
      id: 'minimum-age',
      heading: 'Minimum Age',
      paragraphs: [
        'This website is for business users aged 18 or over. It is not directed at anyone under 18, and we do not knowingly collect personal information from them. If you believe someone under 18 has sent us their details, contact us and we will delete them.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to This Policy',
      paragraphs: [
        'When our practices change, we will update this policy and the date at the top of this page. If a change materially affects how we use information we already hold, we will tell the people concerned before it takes effect. Earlier versions are available on request.',
      ],
    },
  ],
} as const satisfies LegalDocumentCopy
