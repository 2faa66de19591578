// Amora's service worker: shows Web Push notifications (decision 022) and opens the deal on click.
// The payload is { title, body, url, tag }, encrypted by the server for this browser only.
self.addEventListener("push", (event) => {
  let message = { title: "Amora", body: "You have news about your deals.", url: "/offer", tag: "amora" };
  try {
    if (event.data) message = { ...message, ...event.data.json() };
  } catch {
    // A payload we cannot read still says something happened.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: "/favicon.svg",
      data: { url: message.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? "/offer", self.location.origin);
  // Only our own pages: a payload can never send the member elsewhere.
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === url.origin);
      if (open) return open.focus().then(() => open.navigate(url.href));
      return self.clients.openWindow(url.href);
    }),
  );
});
