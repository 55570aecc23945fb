import type { Language } from '../shared/language.js';
import { formatRwf } from '../shared/money.js';
import { gsm7Length, smsMaxLength, toGsm7, shortened } from './gsm.js';
import { securityNotificationTypes, type NotificationType } from './notification-types.js';

/**
 * What a notification's words are made of, as its writer found them when it was raised:
 * the booking's reference, what was booked, when, the total, the other person's first
 * name, a ticket's price and route, a GPS installation date.
 */
export type NotificationValues = {
  /** A booking's reference (`B0000042`). */
  ref?: string;
  /** The car's title or the driver's name. */
  item?: string;
  start?: string;
  end?: string;
  total?: number;
  /** The other person's name (the client who asked, the chat's writer, who waits on the team). */
  person?: string;
  /** A ticket's quoted price, when the admin gave one. */
  price?: number | null;
  /** A ticket's route (`Kigali - Kampala`). */
  route?: string;
  /** A GPS installation's date, `YYYY-MM-DD`. */
  date?: string | null;
  /** A booking request's reply code, for a provider who may answer by SMS (rules §10.10). */
  code?: string;
  /** The provider's reason for declining a request, as they typed it (rules §4.4). */
  note?: string;
};

/** One notification's words in one language, per channel (rules §10.4). */
export type NotificationText = {
  title: string;
  body: string;
  /** One GSM 7-bit segment: at most 160 characters. */
  sms: string;
};

export type NotificationEmail = { subject: string; text: string; html: string };

const kigaliMs = 2 * 60 * 60_000;
const two = (n: number) => String(n).padStart(2, '0');
const kigali = (iso: string) => new Date(new Date(iso).getTime() + kigaliMs);
/** `24/11 09:00`: day, month and clock time in Kigali, the same in every language. */
function dayAndTime(iso: string | undefined): string {
  if (!iso) return '';
  const at = kigali(iso);
  return `${two(at.getUTCDate())}/${two(at.getUTCMonth() + 1)} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`;
}
/** `24/11 09:00-13:00`. */
function slot(values: NotificationValues): string {
  if (!values.end) return dayAndTime(values.start);
  const end = kigali(values.end);
  return `${dayAndTime(values.start)}-${two(end.getUTCHours())}:${two(end.getUTCMinutes())}`;
}
/** `24/11/2026` from `2026-11-24`. */
const calendarDate = (date: string | null | undefined) =>
  date ? date.split('-').reverse().join('/') : '';
const firstName = (name: string | undefined) => (name ?? '').trim().split(/\s+/)[0] ?? '';

/** The pieces each language's sentences take, already written for the channel. */
type Pieces = {
  ref: string;
  item: string;
  when: string;
  total: string;
  person: string;
  price: string;
  route: string;
  date: string;
  code: string;
  /** A decline's reason; in an SMS, cut to the room the sentence leaves. */
  note: string;
};

type Sentences = (p: Pieces) => { title: string; body: string; sms: string };
type Catalogue = Record<NotificationType, Sentences>;

const en: Catalogue = {
  'booking.requested': (p) => ({
    title: 'New booking request',
    body: `${p.person} asks to book ${p.item} on ${p.when} (${p.total}). Confirm or decline it before it expires.`,
    sms: p.code
      ? `Kodesha: ${p.person} asks to book ${p.item} on ${p.when}, ${p.total}. Ref ${p.ref}. Reply YES ${p.code} to accept or NO ${p.code} to decline.`
      : `Kodesha: ${p.person} asks to book ${p.item} on ${p.when}, ${p.total}. Ref ${p.ref}. Open Kodesha to confirm or decline.`,
  }),
  'booking.instant': (p) => ({
    title: 'New booking (Instant Book)',
    body: `${p.person} booked ${p.item} on ${p.when} (${p.total}) with Instant Book: it is confirmed. Block the times you cannot take in your calendar.`,
    sms: `Kodesha: ${p.person} booked ${p.item} on ${p.when}, ${p.total} (Instant Book). Ref ${p.ref}. It is confirmed.`,
  }),
  'booking.confirmed': (p) => ({
    title: 'Booking confirmed',
    body: `Your booking of ${p.item} on ${p.when} is confirmed.`,
    sms: `Kodesha: your booking ${p.ref} of ${p.item} on ${p.when} is confirmed.`,
  }),
  'booking.declined': (p) => ({
    title: 'Booking declined',
    body: `Your request for ${p.item} on ${p.when} was declined.${p.note ? ` Their reason: "${p.note}"` : ''} Other cars and drivers are free then.`,
    sms: p.note
      ? `Kodesha: your request ${p.ref} for ${p.item} on ${p.when} was declined. Reason: ${p.note}`
      : `Kodesha: your request ${p.ref} for ${p.item} on ${p.when} was declined. Try another car or driver.`,
  }),
  'booking.expired': (p) => ({
    title: 'Booking request expired',
    body: `Your request for ${p.item} on ${p.when} was not answered in time and has expired.`,
    sms: `Kodesha: your request ${p.ref} for ${p.item} on ${p.when} was not answered in time and expired.`,
  }),
  'booking.cancelled': (p) => ({
    title: 'Booking cancelled',
    body: `The booking of ${p.item} on ${p.when} was cancelled.`,
    sms: `Kodesha: booking ${p.ref} of ${p.item} on ${p.when} was cancelled.`,
  }),
  'booking.reminder': (p) => ({
    title: 'A request is waiting for you',
    body: `${p.person}'s request for ${p.item} on ${p.when} still waits for your answer. It expires at its start.`,
    sms: `Kodesha: ${p.person}'s request ${p.ref} for ${p.item} on ${p.when} still waits for your answer.`,
  }),
  'booking.starting': (p) => ({
    title: 'Booking starts soon',
    body: `The booking of ${p.item} starts at ${p.when}.`,
    sms: `Kodesha: booking ${p.ref} of ${p.item} starts at ${p.when}.`,
  }),
  'booking.completed': (p) => ({
    title: 'Booking completed',
    body: `Your booking of ${p.item} is completed. Tell others how it went: leave a review.`,
    sms: `Kodesha: booking ${p.ref} of ${p.item} is completed. Leave a review in Kodesha.`,
  }),
  'chat.message': (p) => ({
    title: 'New message',
    body: `${p.person} sent you a message.`,
    sms: `Kodesha: ${p.person} sent you a message. Open Kodesha to read it.`,
  }),
  'licence.verified': () => ({
    title: 'Licence verified',
    body: 'Your driving licence is verified. You can now contact owners and drivers.',
    sms: 'Kodesha: your driving licence is verified. You can now contact owners and drivers.',
  }),
  'licence.rejected': () => ({
    title: 'Licence not accepted',
    body: 'Your driving licence could not be verified. Please upload a clear photo again.',
    sms: 'Kodesha: your driving licence could not be verified. Please upload a clear photo again.',
  }),
  'driver.verified': () => ({
    title: 'Driver profile verified',
    body: 'Your driver profile is verified and shows in the drivers list.',
    sms: 'Kodesha: your driver profile is verified and shows in the drivers list.',
  }),
  'driver.rejected': () => ({
    title: 'Driver profile not accepted',
    body: 'Your driver licence could not be verified. Please check your profile and upload it again.',
    sms: 'Kodesha: your driver licence could not be verified. Check your profile and upload it again.',
  }),
  'ticket.confirmed': (p) => ({
    title: 'Ticket request confirmed',
    body: `Your ticket request ${p.route} is confirmed${p.price ? `: ${p.price}` : ''}.`,
    sms: `Kodesha: your ticket request ${p.route} is confirmed${p.price ? `: ${p.price}` : ''}.`,
  }),
  'ticket.cancelled': (p) => ({
    title: 'Ticket request cancelled',
    body: `Your ticket request ${p.route} was cancelled.`,
    sms: `Kodesha: your ticket request ${p.route} was cancelled.`,
  }),
  'gps.approved': (p) => ({
    title: 'GPS installation approved',
    body: `Your GPS installation request is approved${p.date ? ` for ${p.date}` : ''}.`,
    sms: `Kodesha: your GPS installation request is approved${p.date ? ` for ${p.date}` : ''}.`,
  }),
  'gps.rejected': () => ({
    title: 'GPS installation declined',
    body: 'Your GPS installation request was declined.',
    sms: 'Kodesha: your GPS installation request was declined.',
  }),
  'gps.completed': () => ({
    title: 'GPS installed',
    body: 'The GPS tracker installation is completed.',
    sms: 'Kodesha: the GPS tracker installation is completed.',
  }),
  'password.changed': () => ({
    title: 'Password changed',
    body: 'Your Kodesha password was changed. If it was not you, reset it now and contact support.',
    sms: 'Kodesha: your password was changed. If it was not you, reset it now and contact support.',
  }),
  'email.changed': () => ({
    title: 'Your email was changed',
    body: 'The email address of your Kodesha account was changed. If it was not you, reset your password now and contact support.',
    sms: 'Kodesha: your account email was changed. If it was not you, reset your password now and contact support.',
  }),
  'phone.changed': () => ({
    title: 'Your phone number was changed',
    body: 'The phone number of your Kodesha account was changed. If it was not you, reset your password now and contact support.',
    sms: 'Kodesha: your account phone number was changed. If it was not you, reset your password and contact support.',
  }),
  'licence.submitted': (p) => ({
    title: 'Licence to verify',
    body: `${p.person} sent a driving licence to verify.`,
    sms: `Kodesha: ${p.person} sent a driving licence to verify.`,
  }),
  'driver.submitted': (p) => ({
    title: 'Driver profile to verify',
    body: `${p.person} sent a driver profile and licence to verify.`,
    sms: `Kodesha: ${p.person} sent a driver profile to verify.`,
  }),
  'ticket.requested': (p) => ({
    title: 'New ticket request',
    body: `${p.person} asks for a ticket: ${p.route}.`,
    sms: `Kodesha: ${p.person} asks for a ticket: ${p.route}.`,
  }),
  'gps.requested': (p) => ({
    title: 'New GPS tracker request',
    body: `${p.person} asks for a GPS tracker to be installed.`,
    sms: `Kodesha: ${p.person} asks for a GPS tracker to be installed.`,
  }),
};

const fr: Catalogue = {
  'booking.requested': (p) => ({
    title: 'Nouvelle demande de réservation',
    body: `${p.person} demande à réserver ${p.item} le ${p.when} (${p.total}). Acceptez ou refusez avant qu’elle n’expire.`,
    sms: p.code
      ? `Kodesha: ${p.person} demande ${p.item} le ${p.when}, ${p.total}. Ref ${p.ref}. OUI ${p.code} pour accepter, NON ${p.code} pour refuser.`
      : `Kodesha: ${p.person} demande ${p.item} le ${p.when}, ${p.total}. Ref ${p.ref}. Ouvrez Kodesha pour accepter ou refuser.`,
  }),
  'booking.instant': (p) => ({
    title: 'Nouvelle réservation (réservation instantanée)',
    body: `${p.person} a réservé ${p.item} le ${p.when} (${p.total}) en réservation instantanée : elle est confirmée. Bloquez dans votre calendrier les horaires que vous ne pouvez pas prendre.`,
    sms: `Kodesha: ${p.person} a reserve ${p.item} le ${p.when}, ${p.total} (reservation instantanee). Ref ${p.ref}. Elle est confirmee.`,
  }),
  'booking.confirmed': (p) => ({
    title: 'Réservation confirmée',
    body: `Votre réservation de ${p.item} le ${p.when} est confirmée.`,
    sms: `Kodesha: votre réservation ${p.ref} de ${p.item} le ${p.when} est confirmée.`,
  }),
  'booking.declined': (p) => ({
    title: 'Réservation refusée',
    body: `Votre demande pour ${p.item} le ${p.when} a été refusée.${p.note ? ` Motif : « ${p.note} »` : ''} D’autres voitures et chauffeurs sont libres.`,
    sms: p.note
      ? `Kodesha: votre demande ${p.ref} pour ${p.item} le ${p.when} a été refusée. Motif: ${p.note}`
      : `Kodesha: votre demande ${p.ref} pour ${p.item} le ${p.when} a été refusée. Essayez une autre offre.`,
  }),
  'booking.expired': (p) => ({
    title: 'Demande expirée',
    body: `Votre demande pour ${p.item} le ${p.when} n’a pas reçu de réponse à temps et a expiré.`,
    sms: `Kodesha: votre demande ${p.ref} pour ${p.item} le ${p.when} est restée sans réponse et a expiré.`,
  }),
  'booking.cancelled': (p) => ({
    title: 'Réservation annulée',
    body: `La réservation de ${p.item} le ${p.when} a été annulée.`,
    sms: `Kodesha: la réservation ${p.ref} de ${p.item} le ${p.when} a été annulée.`,
  }),
  'booking.reminder': (p) => ({
    title: 'Une demande vous attend',
    body: `La demande de ${p.person} pour ${p.item} le ${p.when} attend toujours votre réponse. Elle expire à son début.`,
    sms: `Kodesha: la demande ${p.ref} de ${p.person} pour ${p.item} le ${p.when} attend votre réponse.`,
  }),
  'booking.starting': (p) => ({
    title: 'La réservation commence bientôt',
    body: `La réservation de ${p.item} commence le ${p.when}.`,
    sms: `Kodesha: la réservation ${p.ref} de ${p.item} commence le ${p.when}.`,
  }),
  'booking.completed': (p) => ({
    title: 'Réservation terminée',
    body: `Votre réservation de ${p.item} est terminée. Dites aux autres comment elle s’est passée : laissez un avis.`,
    sms: `Kodesha: la réservation ${p.ref} de ${p.item} est terminée. Laissez un avis dans Kodesha.`,
  }),
  'chat.message': (p) => ({
    title: 'Nouveau message',
    body: `${p.person} vous a envoyé un message.`,
    sms: `Kodesha: ${p.person} vous a envoyé un message. Ouvrez Kodesha pour le lire.`,
  }),
  'licence.verified': () => ({
    title: 'Permis vérifié',
    body: 'Votre permis de conduire est vérifié. Vous pouvez contacter propriétaires et chauffeurs.',
    sms: 'Kodesha: votre permis est vérifié. Vous pouvez contacter propriétaires et chauffeurs.',
  }),
  'licence.rejected': () => ({
    title: 'Permis non accepté',
    body: 'Votre permis de conduire n’a pas pu être vérifié. Envoyez à nouveau une photo nette.',
    sms: "Kodesha: votre permis n'a pas pu être vérifié. Envoyez à nouveau une photo nette.",
  }),
  'driver.verified': () => ({
    title: 'Profil de chauffeur vérifié',
    body: 'Votre profil de chauffeur est vérifié et figure dans la liste des chauffeurs.',
    sms: 'Kodesha: votre profil de chauffeur est vérifié et figure dans la liste des chauffeurs.',
  }),
  'driver.rejected': () => ({
    title: 'Profil de chauffeur non accepté',
    body: 'Votre permis de chauffeur n’a pas pu être vérifié. Vérifiez votre profil et envoyez-le à nouveau.',
    sms: "Kodesha: votre permis de chauffeur n'a pas pu être vérifié. Vérifiez votre profil.",
  }),
  'ticket.confirmed': (p) => ({
    title: 'Demande de billet confirmée',
    body: `Votre demande de billet ${p.route} est confirmée${p.price ? ` : ${p.price}` : ''}.`,
    sms: `Kodesha: votre demande de billet ${p.route} est confirmée${p.price ? `: ${p.price}` : ''}.`,
  }),
  'ticket.cancelled': (p) => ({
    title: 'Demande de billet annulée',
    body: `Votre demande de billet ${p.route} a été annulée.`,
    sms: `Kodesha: votre demande de billet ${p.route} a été annulée.`,
  }),
  'gps.approved': (p) => ({
    title: 'Installation GPS approuvée',
    body: `Votre demande d’installation GPS est approuvée${p.date ? ` pour le ${p.date}` : ''}.`,
    sms: `Kodesha: votre demande d'installation GPS est approuvée${p.date ? ` pour le ${p.date}` : ''}.`,
  }),
  'gps.rejected': () => ({
    title: 'Installation GPS refusée',
    body: 'Votre demande d’installation GPS a été refusée.',
    sms: "Kodesha: votre demande d'installation GPS a été refusée.",
  }),
  'gps.completed': () => ({
    title: 'GPS installé',
    body: 'L’installation du traceur GPS est terminée.',
    sms: "Kodesha: l'installation du traceur GPS est terminée.",
  }),
  'password.changed': () => ({
    title: 'Mot de passe modifié',
    body: 'Votre mot de passe Kodesha a été modifié. Si ce n’était pas vous, réinitialisez-le et contactez l’assistance.',
    sms: "Kodesha: votre mot de passe a été modifié. Si ce n'était pas vous, changez-le et contactez l'assistance.",
  }),
  'email.changed': () => ({
    title: 'Votre e-mail a été modifié',
    body: 'L’adresse e-mail de votre compte Kodesha a été modifiée. Si ce n’était pas vous, réinitialisez votre mot de passe et contactez l’assistance.',
    sms: "Kodesha: l'e-mail de votre compte a été modifié. Si ce n'était pas vous, réinitialisez le mot de passe.",
  }),
  'phone.changed': () => ({
    title: 'Votre numéro a été modifié',
    body: 'Le numéro de téléphone de votre compte Kodesha a été modifié. Si ce n’était pas vous, réinitialisez votre mot de passe et contactez l’assistance.',
    sms: "Kodesha: le numéro de votre compte a été modifié. Si ce n'était pas vous, réinitialisez le mot de passe.",
  }),
  'licence.submitted': (p) => ({
    title: 'Permis à vérifier',
    body: `${p.person} a envoyé un permis de conduire à vérifier.`,
    sms: `Kodesha: ${p.person} a envoyé un permis de conduire à vérifier.`,
  }),
  'driver.submitted': (p) => ({
    title: 'Profil de chauffeur à vérifier',
    body: `${p.person} a envoyé un profil de chauffeur et son permis à vérifier.`,
    sms: `Kodesha: ${p.person} a envoyé un profil de chauffeur à vérifier.`,
  }),
  'ticket.requested': (p) => ({
    title: 'Nouvelle demande de billet',
    body: `${p.person} demande un billet : ${p.route}.`,
    sms: `Kodesha: ${p.person} demande un billet: ${p.route}.`,
  }),
  'gps.requested': (p) => ({
    title: 'Nouvelle demande de traceur GPS',
    body: `${p.person} demande l’installation d’un traceur GPS.`,
    sms: `Kodesha: ${p.person} demande l'installation d'un traceur GPS.`,
  }),
};

const rw: Catalogue = {
  'booking.requested': (p) => ({
    title: 'Ubusabe bushya bwo gukodesha',
    body: `${p.person} arasaba gukodesha ${p.item} ku wa ${p.when} (${p.total}). Bwemere cyangwa ubwange mbere y'uko burangira.`,
    sms: p.code
      ? `Kodesha: ${p.person} arasaba ${p.item} ku wa ${p.when}, ${p.total}. Ref ${p.ref}. Subiza YEGO ${p.code} wemere, cyangwa OYA ${p.code} wange.`
      : `Kodesha: ${p.person} arasaba ${p.item} ku wa ${p.when}, ${p.total}. Ref ${p.ref}. Fungura Kodesha wemere cyangwa wange.`,
  }),
  'booking.instant': (p) => ({
    title: 'Ubukode bushya (Instant Book)',
    body: `${p.person} yakodesheje ${p.item} ku wa ${p.when} (${p.total}) akoresheje Instant Book: bwemejwe. Funga mu ngengabihe yawe amasaha udashobora.`,
    sms: `Kodesha: ${p.person} yakodesheje ${p.item} ku wa ${p.when}, ${p.total} (Instant Book). Ref ${p.ref}. Bwemejwe.`,
  }),
  'booking.confirmed': (p) => ({
    title: 'Ubukode bwemejwe',
    body: `Ubukode bwawe bwa ${p.item} ku wa ${p.when} bwemejwe.`,
    sms: `Kodesha: ubukode bwawe ${p.ref} bwa ${p.item} ku wa ${p.when} bwemejwe.`,
  }),
  'booking.declined': (p) => ({
    title: 'Ubusabe bwanzwe',
    body: `Ubusabe bwawe bwa ${p.item} ku wa ${p.when} bwanzwe.${p.note ? ` Impamvu: "${p.note}"` : ''} Hari izindi modoka n'abandi bashoferi baboneka.`,
    sms: p.note
      ? `Kodesha: ubusabe bwawe ${p.ref} bwa ${p.item} ku wa ${p.when} bwanzwe. Impamvu: ${p.note}`
      : `Kodesha: ubusabe bwawe ${p.ref} bwa ${p.item} ku wa ${p.when} bwanzwe. Gerageza ahandi.`,
  }),
  'booking.expired': (p) => ({
    title: 'Ubusabe bwarangiye',
    body: `Ubusabe bwawe bwa ${p.item} ku wa ${p.when} ntibwasubijwe ku gihe, bwarangiye.`,
    sms: `Kodesha: ubusabe bwawe ${p.ref} bwa ${p.item} ku wa ${p.when} ntibwasubijwe ku gihe, bwarangiye.`,
  }),
  'booking.cancelled': (p) => ({
    title: 'Ubukode bwahagaritswe',
    body: `Ubukode bwa ${p.item} ku wa ${p.when} bwahagaritswe.`,
    sms: `Kodesha: ubukode ${p.ref} bwa ${p.item} ku wa ${p.when} bwahagaritswe.`,
  }),
  'booking.reminder': (p) => ({
    title: 'Hari ubusabe bugutegereje',
    body: `Ubusabe bwa ${p.person} bwa ${p.item} ku wa ${p.when} buracyategereje igisubizo cyawe. Burangira igihe bwagombaga gutangira.`,
    sms: `Kodesha: ubusabe ${p.ref} bwa ${p.person} bwa ${p.item} ku wa ${p.when} buracyategereje igisubizo cyawe.`,
  }),
  'booking.starting': (p) => ({
    title: 'Ubukode buratangira vuba',
    body: `Ubukode bwa ${p.item} buratangira ku wa ${p.when}.`,
    sms: `Kodesha: ubukode ${p.ref} bwa ${p.item} buratangira ku wa ${p.when}.`,
  }),
  'booking.completed': (p) => ({
    title: 'Ubukode bwarangiye',
    body: `Ubukode bwawe bwa ${p.item} bwarangiye. Bwira abandi uko byagenze: tanga igitekerezo.`,
    sms: `Kodesha: ubukode ${p.ref} bwa ${p.item} bwarangiye. Tanga igitekerezo kuri Kodesha.`,
  }),
  'chat.message': (p) => ({
    title: 'Ubutumwa bushya',
    body: `${p.person} yakoherereje ubutumwa.`,
    sms: `Kodesha: ${p.person} yakoherereje ubutumwa. Fungura Kodesha ubusome.`,
  }),
  'licence.verified': () => ({
    title: 'Uruhushya rwemejwe',
    body: "Uruhushya rwawe rwo gutwara rwemejwe. Ubu ushobora kuvugana na ba nyir'imodoka n'abashoferi.",
    sms: "Kodesha: uruhushya rwawe rwo gutwara rwemejwe. Ubu ushobora kuvugana na ba nyir'imodoka n'abashoferi.",
  }),
  'licence.rejected': () => ({
    title: 'Uruhushya ntirwemewe',
    body: 'Uruhushya rwawe rwo gutwara ntirwashoboye kwemezwa. Ongera wohereze ifoto igaragara neza.',
    sms: 'Kodesha: uruhushya rwawe ntirwashoboye kwemezwa. Ongera wohereze ifoto igaragara neza.',
  }),
  'driver.verified': () => ({
    title: "Umwirondoro w'umushoferi wemejwe",
    body: "Umwirondoro wawe w'umushoferi wemejwe kandi ugaragara ku rutonde rw'abashoferi.",
    sms: "Kodesha: umwirondoro wawe w'umushoferi wemejwe kandi ugaragara ku rutonde rw'abashoferi.",
  }),
  'driver.rejected': () => ({
    title: "Umwirondoro w'umushoferi ntiwemewe",
    body: 'Uruhushya rwawe rwo gutwara ntirwashoboye kwemezwa. Reba umwirondoro wawe wongere urwohereze.',
    sms: 'Kodesha: uruhushya rwawe ntirwashoboye kwemezwa. Reba umwirondoro wawe wongere urwohereze.',
  }),
  'ticket.confirmed': (p) => ({
    title: "Ubusabe bw'itike bwemejwe",
    body: `Ubusabe bwawe bw'itike ${p.route} bwemejwe${p.price ? `: ${p.price}` : ''}.`,
    sms: `Kodesha: ubusabe bwawe bw'itike ${p.route} bwemejwe${p.price ? `: ${p.price}` : ''}.`,
  }),
  'ticket.cancelled': (p) => ({
    title: "Ubusabe bw'itike bwahagaritswe",
    body: `Ubusabe bwawe bw'itike ${p.route} bwahagaritswe.`,
    sms: `Kodesha: ubusabe bwawe bw'itike ${p.route} bwahagaritswe.`,
  }),
  'gps.approved': (p) => ({
    title: 'Gushyiramo GPS byemejwe',
    body: `Ubusabe bwawe bwo gushyiramo GPS bwemejwe${p.date ? ` ku itariki ${p.date}` : ''}.`,
    sms: `Kodesha: ubusabe bwawe bwo gushyiramo GPS bwemejwe${p.date ? ` ku itariki ${p.date}` : ''}.`,
  }),
  'gps.rejected': () => ({
    title: 'Gushyiramo GPS byanzwe',
    body: 'Ubusabe bwawe bwo gushyiramo GPS bwanzwe.',
    sms: 'Kodesha: ubusabe bwawe bwo gushyiramo GPS bwanzwe.',
  }),
  'gps.completed': () => ({
    title: 'GPS yashyizwemo',
    body: 'Igikoresho cya GPS cyashyizwe mu modoka yawe.',
    sms: 'Kodesha: igikoresho cya GPS cyashyizwe mu modoka yawe.',
  }),
  'password.changed': () => ({
    title: 'Ijambobanga ryahinduwe',
    body: "Ijambobanga ryawe rya Kodesha ryahinduwe. Niba atari wowe, rihindure ubu kandi uvugane n'ubufasha.",
    sms: "Kodesha: ijambobanga ryawe ryahinduwe. Niba atari wowe, rihindure ubu kandi uvugane n'ubufasha.",
  }),
  'email.changed': () => ({
    title: 'Imeli yawe yahinduwe',
    body: "Imeli ya konti yawe ya Kodesha yahinduwe. Niba atari wowe, hindura ijambobanga ubu kandi uvugane n'ubufasha.",
    sms: "Kodesha: imeli ya konti yawe yahinduwe. Niba atari wowe, hindura ijambobanga ubu kandi uvugane n'ubufasha.",
  }),
  'phone.changed': () => ({
    title: 'Nimero ya telefoni yahinduwe',
    body: "Nimero ya telefoni ya konti yawe ya Kodesha yahinduwe. Niba atari wowe, hindura ijambobanga ubu kandi uvugane n'ubufasha.",
    sms: "Kodesha: nimero ya konti yawe yahinduwe. Niba atari wowe, hindura ijambobanga ubu kandi uvugane n'ubufasha.",
  }),
  'licence.submitted': (p) => ({
    title: 'Uruhushya rwo kugenzura',
    body: `${p.person} yohereje uruhushya rwo gutwara ngo rugenzurwe.`,
    sms: `Kodesha: ${p.person} yohereje uruhushya rwo gutwara ngo rugenzurwe.`,
  }),
  'driver.submitted': (p) => ({
    title: "Umwirondoro w'umushoferi wo kugenzura",
    body: `${p.person} yohereje umwirondoro w'umushoferi n'uruhushya rwe ngo bigenzurwe.`,
    sms: `Kodesha: ${p.person} yohereje umwirondoro w'umushoferi ngo ugenzurwe.`,
  }),
  'ticket.requested': (p) => ({
    title: "Ubusabe bushya bw'itike",
    body: `${p.person} arasaba itike: ${p.route}.`,
    sms: `Kodesha: ${p.person} arasaba itike: ${p.route}.`,
  }),
  'gps.requested': (p) => ({
    title: 'Ubusabe bushya bwa GPS',
    body: `${p.person} arasaba ko GPS ishyirwa mu modoka ye.`,
    sms: `Kodesha: ${p.person} arasaba ko GPS ishyirwa mu modoka ye.`,
  }),
};

const catalogues: Record<Language, Catalogue> = { en, fr, rw };

/** How long what people typed may be in an SMS, so every message fits one segment. */
export const smsValueLimits = { item: 24, person: 12, route: 30 } as const;

function pieces(values: NotificationValues, language: Language, forSms: boolean): Pieces {
  const money = (amount: number | null | undefined) =>
    amount === undefined || amount === null ? '' : formatRwf(amount, language);
  const fit = (text: string, max: number) => (forSms ? shortened(toGsm7(text), max) : text);
  return {
    ref: values.ref ?? '',
    item: fit(values.item ?? '', smsValueLimits.item),
    when: slot(values),
    total: money(values.total),
    person: fit(firstName(values.person), smsValueLimits.person),
    price: money(values.price),
    route: fit(values.route ?? '', smsValueLimits.route),
    date: calendarDate(values.date),
    code: values.code ?? '',
    // In an SMS the note is fitted afterwards, to the room its sentence leaves (`smsOf`).
    note: forSms ? '' : (values.note ?? '').trim(),
  };
}

/** The shortest note worth sending in an SMS: below that, the sentence goes without it. */
const smsNoteMin = 12;

/** `text` cut, with `.` marking the cut, to take at most `room` places of an SMS. */
function fittedGsm(text: string, room: number): string {
  const trimmed = text.trim();
  if (gsm7Length(trimmed) <= room) return trimmed;
  let cut = [...trimmed];
  while (cut.length > 0 && gsm7Length(`${cut.join('').trimEnd()}.`) > room) cut = cut.slice(0, -1);
  return `${cut.join('').trimEnd()}.`;
}

/**
 * The SMS of `sentences`: with what a person typed as a decline's reason (rules §4.4) cut
 * to the room the rest of the sentence leaves in one segment, or without it if too little.
 */
function smsOf(sentences: Sentences, p: Pieces, note: string | undefined): string {
  const typed = toGsm7(note ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  const plain = toGsm7(sentences(p).sms);
  if (!typed) return plain;
  const room = smsMaxLength - (gsm7Length(toGsm7(sentences({ ...p, note: 'x' }).sms)) - 1);
  if (room < smsNoteMin) return plain;
  return toGsm7(sentences({ ...p, note: fittedGsm(typed, room) }).sms);
}

/**
 * A notification's words in `language` (rules §10.4): the app's title and body, and the
 * SMS — its own short sentence, in the GSM 7-bit alphabet (amounts' narrow spaces and
 * any typed accent outside it replaced), within one 160-character segment.
 */
export function notificationText(
  type: NotificationType,
  language: Language,
  values: NotificationValues,
): NotificationText {
  const sentences = catalogues[language][type];
  const { title, body } = sentences(pieces(values, language, false));
  const sms = smsOf(sentences, pieces(values, language, true), values.note);
  return { title, body, sms };
}

const footers: Record<Language, { why: string; change: string; security: string }> = {
  en: {
    why: 'You receive this email because you have a Kodesha account.',
    change: 'Choose which messages reach you by SMS and email at',
    security: 'This is a security message about your account; it is sent whatever your settings.',
  },
  fr: {
    why: 'Vous recevez cet e-mail parce que vous avez un compte Kodesha.',
    change: 'Choisissez les messages que vous recevez par SMS et par e-mail sur',
    security:
      'Ceci est un message de sécurité sur votre compte ; il est envoyé quels que soient vos réglages.',
  },
  rw: {
    why: 'Wakiriye iyi imeri kubera ko ufite konti kuri Kodesha.',
    change: 'Hitamo ubutumwa bukugeraho kuri SMS no kuri imeri kuri',
    security:
      "Ubu ni ubutumwa bw'umutekano bwa konti yawe; bwoherezwa uko igenamiterere ryawe ryaba rimeze kose.",
  },
};

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/**
 * A notification as an email (rules §10.4): the title as subject, a text and an HTML part
 * with the link to it on the site, and a footer saying why the person gets it and where
 * to change what they get (a security message says it is one instead).
 */
export function notificationEmail(
  type: NotificationType,
  language: Language,
  text: Pick<NotificationText, 'title' | 'body'>,
  links: { item: string; settings: string },
): NotificationEmail {
  const footer = footers[language];
  const closing = securityNotificationTypes.includes(type)
    ? footer.security
    : `${footer.why} ${footer.change} ${links.settings}`;
  return {
    subject: text.title,
    text: `${text.body}\n\n${links.item}\n\n-- \n${closing}\n`,
    html: [
      '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
      `<h1 style="font-size:18px">${escapeHtml(text.title)}</h1>`,
      `<p>${escapeHtml(text.body)}</p>`,
      `<p><a href="${escapeHtml(links.item)}">${escapeHtml(links.item)}</a></p>`,
      `<hr><p style="font-size:12px;color:#555">${escapeHtml(closing)}</p>`,
      '</body></html>',
    ].join(''),
  };
}

/** rules §10.7: the SMS that carries a phone verification code, one GSM segment. */
export function phoneCodeSms(language: Language, code: string): string {
  const words: Record<Language, string> = {
    en: `Kodesha: your phone verification code is ${code}. It is valid for 10 minutes. Never share it.`,
    fr: `Kodesha: votre code de vérification est ${code}. Il est valable 10 minutes. Ne le partagez jamais.`,
    rw: `Kodesha: kode yo kwemeza telefoni yawe ni ${code}. Imara iminota 10. Ntuyihe undi muntu.`,
  };
  return toGsm7(words[language]);
}

/** rules §1.14: the SMS that carries a password reset code, one GSM segment. */
export function resetCodeSms(language: Language, code: string): string {
  const spaced = `${code.slice(0, 3)} ${code.slice(3)}`;
  const words: Record<Language, string> = {
    en: `Kodesha: your password reset code is ${spaced}. It is valid for 15 minutes. Never share it.`,
    fr: `Kodesha: votre code de reinitialisation est ${spaced}. Valable 15 minutes. Ne le partagez jamais.`,
    rw: `Kodesha: kode yo guhindura ijambo ry'ibanga ni ${spaced}. Imara iminota 15. Ntuyihe undi muntu.`,
  };
  return toGsm7(words[language]);
}

/** rules §1.14: the email that carries a password reset link (valid 1 hour, once). */
export function resetLinkEmail(language: Language, link: string): NotificationEmail {
  const words: Record<Language, { subject: string; body: string; ignore: string }> = {
    en: {
      subject: 'Reset your Kodesha password',
      body: 'Someone asked to reset the password of your Kodesha account. Open this link within 1 hour to choose a new one. It works once.',
      ignore: 'If you did not ask, ignore this email: your password stays as it is.',
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe Kodesha',
      body: 'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Kodesha. Ouvrez ce lien dans l’heure pour en choisir un nouveau. Il ne sert qu’une fois.',
      ignore: 'Si ce n’était pas vous, ignorez cet e-mail : votre mot de passe ne change pas.',
    },
    rw: {
      subject: "Hindura ijambo ry'ibanga rya Kodesha",
      body: "Hari uwasabye guhindura ijambo ry'ibanga rya konti yawe ya Kodesha. Fungura iyi link mu isaha imwe uhitemo irindi. Ikora inshuro imwe.",
      ignore:
        "Niba atari wowe wabisabye, wirengagize iyi meli: ijambo ry'ibanga ryawe ntirihinduka.",
    },
  };
  const { subject, body, ignore } = words[language];
  return {
    subject,
    text: `${body}\n\n${link}\n\n-- \n${ignore}\n`,
    html: [
      '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
      `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>`,
      `<p>${escapeHtml(body)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<hr><p style="font-size:12px;color:#555">${escapeHtml(ignore)}</p>`,
      '</body></html>',
    ].join(''),
  };
}
