import { i18n } from '@/lib/i18n';

/**
 * Footer pages' text: Terms of Service, Privacy Policy, FAQ and Help Centre.
 * Every statement here describes how Kodesha really works (rules §9.5).
 * Change the product, change this text.
 */
export const legal = {
  updated: 'Last updated: 22 November 2026',
  onThisPage: 'On this page',

  terms: {
    title: 'Terms of Service',
    intro:
      'These terms explain how Kodesha works and what we expect from everyone who uses it. Please read them before you create an account. By signing up, you agree to them.',
    sections: [
      {
        heading: 'What Kodesha is',
        paragraphs: [
          'Kodesha is a website that connects people in Rwanda. Car owners list cars they are not using, and clients rent them by the hour. Independent drivers offer their driving by the hour. Travellers can ask us for flight and bus tickets.',
          'Kodesha only connects people. We do not own the cars, we do not employ the drivers, and we are not a party to the agreements you make with each other.',
          'No money moves through Kodesha. Bookings, payments and arrangements are handled directly between users. Using Kodesha is free.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'When you sign up, you choose one of three kinds of account: client (to rent cars and hire drivers), owner (to list cars) or driver (to offer your driving). If you do not choose, your account is a client account. Administrators are appointed by Kodesha; nobody can make themselves an administrator.',
          'Give your real name, a working email address and, for owners and drivers, a phone number where people can reach you. Keep your details up to date in Edit Profile.',
          'Your password must be at least 8 characters. Keep it to yourself. You are responsible for what happens in your account, so log out on shared phones and computers.',
        ],
      },
      {
        heading: 'Licence verification for clients',
        paragraphs: [
          'Before a client can see an owner’s or a driver’s phone number on their page, a Kodesha administrator must verify the client’s driving licence; once an owner or driver confirms a booking, their number shows on that booking in any case. You send a photo of your licence, and an administrator checks it, usually within 1-2 business days.',
          'Send only your own, valid licence. If we find that a licence is not genuine or does not belong to you, we will reject it and may close your account.',
          'Verification means an administrator has looked at the photo and accepted it. It does not prove that someone is a careful driver. Owners should still check the licence in person when they hand over the keys.',
        ],
      },
      {
        heading: 'Listing a car',
        paragraphs: [
          'List only a car you own or are allowed to rent out. Describe it honestly: make, model, year, location, features, when it is available and its price per hour in Rwandan francs (RWF).',
          'You are responsible for your car being safe to drive, and for any insurance, registration or permits it needs under the law of Rwanda.',
          'Photos you upload must show your car. We re-encode them and remove their hidden details, such as the place where a phone photo was taken.',
          'You can edit your listings, hide them from the website or delete them at any time. You can only change your own cars.',
        ],
      },
      {
        heading: 'Offering your driving',
        paragraphs: [
          'Drivers must hold a valid driving licence for the vehicles they drive. Your driver profile is reviewed by a Kodesha administrator, who checks your licence.',
          'Describe your experience, the places you work, your specialties and your price per hour honestly. Use the availability switch to show when you can take new bookings.',
          'You decide which booking requests to accept. You confirm or decline each request, and mark it completed when the job is done.',
        ],
      },
      {
        heading: 'Bookings',
        paragraphs: [
          'A booking on Kodesha is a request for a car or a driver for 1 to 8 hours, starting at a future time. The total shown is the price per hour multiplied by the number of hours, in whole Rwandan francs.',
          'Every request starts as pending. The owner or driver then confirms it or declines it, and marks it completed after the trip. A car or a driver is never booked twice for the same time.',
          'As a client, you can cancel a request while it is pending, or cancel a confirmed booking before it starts. Please tell the owner or driver in the chat if your plans change.',
        ],
      },
      {
        heading: 'Payments between users',
        paragraphs: [
          'Kodesha never takes, holds or refunds money. You pay the owner or driver directly, in person or in the way you agree together.',
          'Agree on the price, any deposit, fuel, the meeting place and the return time before the booking starts. Any disagreement about money is between you and the other person.',
        ],
      },
      {
        heading: 'Ticket and GPS requests',
        paragraphs: [
          'You can ask us for a flight ticket to anywhere in the world, or a bus ticket within East Africa. Sending a request does not book a seat. Our team replies within 24 hours with the price and availability, and gives payment and travel details separately.',
          'Owners can ask for a GPS tracker to be installed in their car. Our team reviews each request and contacts you to arrange it.',
        ],
      },
      {
        heading: 'Fair use',
        paragraphs: [
          'Be honest and respectful. Do not post false listings, pretend to be someone else, send spam, insult or threaten people, or use Kodesha for anything illegal.',
          'Keep conversations about bookings in the Kodesha chat. It helps everyone remember what was agreed.',
          'If someone breaks these terms, we may remove their listings, refuse their licence, or suspend or close their account.',
        ],
      },
      {
        heading: 'Our responsibility and changes',
        paragraphs: [
          'Kodesha connects people, but we cannot check every car, every driver or every trip. Each user is responsible for their own car, driving, promises and payments. We are not responsible for losses that come from agreements between users.',
          'We work to keep Kodesha running and safe, but it may sometimes be unavailable, for example during maintenance.',
          'We may update these terms. When we do, we change the date at the top of this page. These terms are governed by the law of Rwanda. Questions? Write to hello@kodesha.rw.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Privacy Policy',
    intro:
      'This policy explains what personal data Kodesha keeps, why we keep it, who can see it and what you can do about it. We follow Rwanda’s Law No 058/2021 of 13/10/2021 relating to the protection of personal data and privacy.',
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'Your account: your name, email address, phone number, the kind of account you have (client, owner, driver or administrator) and your password, which we keep only as a hash: a one-way scrambled form that cannot be turned back into the password.',
          'Your driving licence photo, if you send one, and its verification status (pending, verified or rejected).',
          'Your sign-in sessions. For each one we keep only a hash of the sign-in token and when it expires.',
          'We record when things happen, such as when a booking was made, and show those times in Kigali time.',
          'What you create on Kodesha: car listings and their photos, driver profiles, bookings, chat messages, ticket requests (with passenger name, email, phone and trip details) and GPS installation requests.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'To run your account, show listings, send booking requests and messages between people, let administrators verify licences, answer ticket requests and arrange GPS installations.',
          'To keep Kodesha safe, for example by blocking repeated failed logins and removing false listings.',
          'We do not sell your data. We do not use advertising trackers, and we do not show you ads.',
        ],
      },
      {
        heading: 'Who sees what',
        paragraphs: [
          'Anyone can see car listings and driver profiles: photos, description, location, availability and price per hour. Phone numbers are never shown publicly.',
          'When you book or chat with someone, they see your name and what you send them. Messages are seen by the people in the conversation.',
          'Kodesha administrators can see account, listing and booking details so they can verify licences, answer requests and keep the place honest.',
        ],
      },
      {
        heading: 'Your licence photo',
        paragraphs: [
          'Your licence photo is stored privately, outside the area where public pictures are kept. Only you and Kodesha administrators can view it.',
          'We use it only to verify your licence. If you upload a new photo, it goes back to an administrator for review.',
        ],
      },
      {
        heading: 'Phone numbers',
        paragraphs: [
          'Owners’ and drivers’ phone numbers are never shown publicly. A client can reveal one on a car or driver page only after their licence is verified, and only by clicking to show it; once an owner or driver confirms a booking, the client sees their number on that booking. Administrators can also see them.',
          'Clients do not have to give a phone number to sign up.',
        ],
      },
      {
        heading: 'Car photos',
        paragraphs: [
          'Photos taken with a phone often carry hidden details, including the exact place where they were taken. When an owner uploads a car photo, we re-encode it and remove those details before anyone sees it.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'We keep your data while your account is open. Sign-in sessions end after 12 hours, or after 30 days if you tick “Remember me”, and end at once when you log out.',
          'You can ask us to delete your account and your data at any time by writing to hello@kodesha.rw from the email address on your account. If the law requires us to keep any record, we will tell you what and why.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'Under Law No 058/2021 of 13/10/2021 relating to the protection of personal data and privacy, you can ask to see the data we hold about you, have it corrected, object to how we use it and have it deleted.',
          'You can correct your name, email and phone number yourself in Edit Profile. For anything else, write to hello@kodesha.rw. If you are not happy with our answer, you can complain to Rwanda’s data protection authority.',
        ],
      },
      {
        heading: 'Security',
        paragraphs: [
          'Everything you send us travels over an encrypted connection. Passwords are stored only as a memory-hard hash (Argon2id), so not even we can read them.',
          'Logging out ends your session on our server. Changing your password ends your other sessions, so anyone signed in elsewhere is logged out. Repeated failed logins are blocked for a while.',
          'To keep you signed in, the app keeps your sign-in token in your browser’s storage. Anyone who uses your browser could use it, so log out on shared devices.',
        ],
      },
      {
        heading: 'Contact us',
        paragraphs: [
          'Kodesha is based in Kigali, Rwanda. For any question about your data, write to hello@kodesha.rw.',
          'If we change this policy, we update the date at the top of this page.',
        ],
      },
    ],
  },

  faq: {
    title: 'Frequently Asked Questions',
    intro:
      'Short answers to the questions people ask us most. Choose a question to see its answer.',
    questions: [
      {
        question: 'What is Kodesha?',
        answer:
          'Kodesha is a marketplace for Rwanda. Owners list cars they are not using for hourly rental, clients book those cars or hire independent drivers by the hour, and travellers can request flight and bus tickets.',
      },
      {
        question: 'Does it cost anything to use Kodesha?',
        answer:
          'No. Signing up and using Kodesha is free. You only pay the owner or driver for the booking you agree with them.',
      },
      {
        question: 'How do I pay for a car or a driver?',
        answer:
          'You pay the owner or driver directly, in person or in the way you agree together. Kodesha never takes, holds or refunds money, so agree on the price and how you will pay before the booking starts.',
      },
      {
        question: 'How are prices shown?',
        answer:
          'Prices are in Rwandan francs (RWF), in whole francs, per hour. The total for a booking is the price per hour multiplied by the number of hours.',
      },
      {
        question: 'How long can I book a car or a driver for?',
        answer:
          'From 1 to 8 hours per booking. Choose the date, the start time and the number of hours, and you will see the end time and the total before you send the request.',
      },
      {
        question: 'What happens after I send a booking request?',
        answer:
          'Your request is pending until the owner or driver confirms or declines it. You can follow it in My Account and chat with them about the details. A car or driver is never booked twice for the same time.',
      },
      {
        question: 'Can I cancel a booking?',
        answer:
          'Yes. You can cancel a request while it is pending, or a confirmed booking before it starts. Please also tell the owner or driver in the chat.',
      },
      {
        question: 'Why do I need to verify my driving licence?',
        answer:
          'A licence a Kodesha administrator has verified lets you see an owner’s or driver’s phone number on their page, before you book. Until your licence is verified, you see their number only on a booking they have confirmed.',
      },
      {
        question: 'How long does licence verification take?',
        answer:
          'An administrator reviews your licence within 1-2 business days and marks it verified or rejected. If it is rejected, upload a new, clear photo and it goes back for review.',
      },
      {
        question: 'Who can see my licence photo?',
        answer:
          'Only you and Kodesha administrators. The photo is stored privately, never in the public picture area, and is used only to verify your licence.',
      },
      {
        question: 'Why can’t I see an owner’s phone number?',
        answer:
          'Phone numbers of owners and drivers are never shown publicly. Log in with a client account, get your licence verified, then click to reveal the number on the car or driver page. Once an owner or driver confirms your booking, their number also shows on the booking.',
      },
      {
        question: 'How do I list my car?',
        answer:
          'Sign up and choose “List my car”. From your Owner Dashboard, add your car with its details, features, photos and price per hour. You can hide, edit or delete a listing at any time.',
      },
      {
        question: 'How do I become a driver on Kodesha?',
        answer:
          'Sign up and choose “Register as driver”, then complete your driver profile with your experience, location, price per hour and a photo of your licence. An administrator reviews your licence. When you are ready for work, use the Go Online switch in your Driver Dashboard.',
      },
      {
        question: 'How do flight and bus ticket requests work?',
        answer:
          'Fill in the form on Book Tickets: a flight to anywhere in the world, or a bus within East Africa. Our team replies within 24 hours with the price and availability. Payment and travel details are given separately.',
      },
      {
        question: 'How do I delete my account?',
        answer:
          'Write to hello@kodesha.rw from the email address on your account and ask us to delete it. We will delete your account and your data; if the law requires us to keep any record, we will tell you what and why.',
      },
    ],
  },

  help: {
    title: 'Help Centre',
    intro:
      'Step-by-step help for getting started on Kodesha, verifying your licence, meeting people safely and getting back into your account.',
    sections: [
      {
        heading: 'Getting started as a client',
        paragraphs: [
          'Sign up and choose “Rent a car”. Then verify your driving licence, so that you can see owners’ and drivers’ phone numbers before you book.',
          'Open Browse Cars or Hire a Driver, search by make, model, name or town, and open a listing to see its photos, price per hour and availability.',
          'Pick a date, a start time and 1 to 8 hours, and send your booking request. Chat with the owner or driver to agree the meeting place and how you will pay. You can follow every booking in My Account.',
        ],
      },
      {
        heading: 'Getting started as an owner',
        paragraphs: [
          'Sign up and choose “List my car”, with a phone number where renters can reach you. Your number stays hidden until a verified client chooses to reveal it, or you confirm a client’s booking.',
          'In your Owner Dashboard, add your car: make, model, year, location, features, clear photos, availability notes and a price per hour in RWF.',
          'When a request arrives, confirm or decline it. After the trip, mark it completed. You can hide a car from the website whenever it is not available.',
        ],
      },
      {
        heading: 'Getting started as a driver',
        paragraphs: [
          'Sign up and choose “Register as driver”, with a phone number where clients can reach you. Then complete your driver profile: experience, location, specialties, availability and price per hour, with a photo of your licence.',
          'An administrator checks your licence. Use the Go Online and Go Offline switch in your Driver Dashboard to show when you can take work.',
          'Accept or decline each booking request, and mark it completed when the job is done.',
        ],
      },
      {
        heading: 'Verifying your licence',
        paragraphs: [
          'Go to My Account and choose Verify Licence, or add the photo from Edit Profile.',
          'Take a clear, well-lit photo of the whole licence, with all the writing readable. The file must be JPEG, PNG or WebP, up to 5 MB.',
          'An administrator reviews it within 1-2 business days and marks it verified or rejected. If it is rejected, upload a new photo and it goes back for review. Only you and Kodesha administrators can see the photo.',
        ],
      },
      {
        heading: 'Staying safe when you meet',
        paragraphs: [
          'Agree on the price, any deposit, the meeting place and the return time in the Kodesha chat before you meet. It keeps a record of what you agreed.',
          'Meet in a busy public place, in daylight if you can. Tell a friend or family member where you are going.',
          'Owners: check that the renter’s licence matches their name before handing over the keys. Renters: walk around the car with the owner and take photos of any damage before you drive.',
          'Do not pay for a car you have not seen. If something feels wrong, do not go ahead. In an emergency, call the police first, then tell us at hello@kodesha.rw.',
        ],
      },
      {
        heading: 'Trouble logging in',
        paragraphs: [
          'Check that you are using the email address you signed up with. Passwords are at least 8 characters, and capital letters count.',
          'After several failed attempts, logging in is blocked for a while to protect your account. Wait a little, then try again.',
          'You stay signed in for 12 hours, or for 30 days if you tick “Remember me”. If you forgot your password, choose “Forgot password?” on the login page: we send a link to your email, or a code by SMS to your verified phone.',
          'If you think someone else knows your password, change it in Edit Profile. This logs out every other session at once.',
        ],
      },
    ],
    contactTitle: 'Still need help?',
    contactText:
      'Write to us and tell us what happened, with your account’s email address and, if it is about a booking, the date and the car or driver. We are based in Kigali, Rwanda.',
  },
} as const;

i18n.addPart('legal', { legal });
