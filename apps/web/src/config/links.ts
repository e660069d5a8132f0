import { env } from './env';

/** Marketing-site and partner links used by the footer, consent dialog and wizards. */
export const links = {
  landing: env.landingBaseUrl,
  demoVideo: `${env.landingBaseUrl}/#demo`,
  articles: `${env.landingBaseUrl}/articles`,
  privacyPolicy: `${env.landingBaseUrl}/privacy-policy`,
  termsAndConditions: `${env.landingBaseUrl}/terms-and-conditions`,
  /** The two AI/voice developer-tool sites the footer credits. */
  openAi: 'https://platform.openai.com',
  elevenLabs: 'https://elevenlabs.io',
} as const;
