export interface Profile {
  id: string;
  name: string;
}

// fetch, AbortController and setTimeout exist in browsers and in React Native.
// Only the basics are used here: React Native's AbortController is an older
// implementation without newer helpers such as AbortSignal.timeout().
export async function loadProfile(id: string, timeoutMs = 5000): Promise<Profile> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(`https://api.example.com/profiles/${encodeURIComponent(id)}`, {
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`Profile request failed with ${response.status}`);
    return (await response.json()) as Profile;
  } finally {
    clearTimeout(timer);
  }
}
