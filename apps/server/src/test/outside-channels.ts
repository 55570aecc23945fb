import { smtpMailer } from '../providers/email/mailer.js';
import { africasTalkingGateway } from '../providers/sms/africastalking.js';
import { startFakeAfricasTalking } from './fake-africastalking.js';
import { startMailCatcher } from './mail-catcher.js';

/**
 * The outside services a test sends through, for real over their wire (STYLE: outside
 * services): a local Africa's Talking and an SMTP server, and the app's channels to them.
 */
export async function startOutsideChannels() {
  const gateway = await startFakeAfricasTalking();
  const mail = await startMailCatcher();
  return {
    gateway,
    mail,
    channels: {
      sms: africasTalkingGateway({ username: 'sandbox', apiKey: 'k', baseUrl: gateway.url }),
      mail: smtpMailer({ url: mail.url, from: 'Kodesha <no-reply@kodesha.test>' }),
    },
    /** The SMS the gateway took for `number`. */
    smsTo: (number: string) => gateway.received.filter((sms) => sms.to === number),
    /** The emails the server took for `email`. */
    mailsTo: (email: string) => mail.caught.filter((one) => one.to === email),
    async close(): Promise<void> {
      await gateway.close();
      await mail.close();
    },
  };
}

export type OutsideChannels = Awaited<ReturnType<typeof startOutsideChannels>>;
