const DAY_MS = 86_400_000;

/** Cookie access for host adapters (the chat app caches its session in one); values are encoded. */
export const browserCookies = {
  get(name: string): string | undefined {
    for (const part of document.cookie.split(';')) {
      const [key, ...rest] = part.trim().split('=');
      if (key !== name) continue;
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return undefined;
      }
    }
    return undefined;
  },
  set(name: string, value: string, days: number): void {
    const expires = new Date(Date.now() + days * DAY_MS).toUTCString();
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${name}=${encodeURIComponent(value)}; Expires=${expires}; Path=/; SameSite=Lax${secure}`;
  },
};
