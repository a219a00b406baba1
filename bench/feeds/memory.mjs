// Memory: each app's RSS once ready (`rss`, read by the entry right after the stack is up) and its
// peak (VmHWM) after all the load of the benchmarks before this one.
import { readFileSync } from 'node:fs';

export const memory = {
  async measure(h) {
    return { rssPeak: rss(h.stack) };
  },
  section,
};

/** RSS now and peak (VmHWM) of each app, in MB. */
export function rss(stack) {
  return Object.fromEntries(
    stack.children.map(({ app, child }) => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
      return [app.name, { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 }];
    }),
  );
}

function section(r) {
  const memRows = Object.keys(r.rssPeak)
    .map((app) => `| ${app} | ${r.rssReady[app].rss.toFixed(0)} MB | **${r.rssPeak[app].hwm.toFixed(0)} MB** |`)
    .join('\n');
  return `### Memory: each app's RSS

Ready: once the app answered its readiness check. Peak: VmHWM after all the load above (P1, GraphQL,
P4, P5).

| app | RSS when ready | peak RSS |
|---|---|---|
${memRows}`;
}
