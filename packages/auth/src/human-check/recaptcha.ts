// Google reCAPTCHA v3 (invisible), loaded only when the brand configured it: the server named it
// the provider and gave its site key. The token is verified by the server, never here.
import type { HumanCheckAction } from './human-check';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

const loaded = new Map<string, Promise<Grecaptcha>>();

function loadScript(siteKey: string): Promise<Grecaptcha> {
  let promise = loaded.get(siteKey);
  if (!promise) {
    promise = new Promise<Grecaptcha>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
      script.async = true;
      script.onload = () => {
        const grecaptcha = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
        if (!grecaptcha) reject(new Error('reCAPTCHA did not load'));
        else grecaptcha.ready(() => resolve(grecaptcha));
      };
      script.onerror = () => {
        loaded.delete(siteKey);
        reject(new Error('reCAPTCHA could not be loaded'));
      };
      document.head.appendChild(script);
    });
    loaded.set(siteKey, promise);
  }
  return promise;
}

/** A reCAPTCHA token for `action` (valid two minutes, single use). */
export async function recaptchaToken(siteKey: string, action: HumanCheckAction): Promise<string> {
  const grecaptcha = await loadScript(siteKey);
  return grecaptcha.execute(siteKey, { action });
}
