// The pages a mailed link answers with when it is followed outside the app (a link that does not work).

const BRAND = 'AI Virtual Try-On';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A small page of its own (the links are followed outside the app): a title, a line and a way on. */
export function linkPage(title: string, text: string, action: { label: string; href: string }): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escape(title)} - ${BRAND}</title></head>` +
    `<body style="margin:0;background:#f3f4f6;font-family:Helvetica,Arial,sans-serif;color:#1f2937">` +
    `<main style="max-width:480px;margin:64px auto;background:#fff;border-radius:8px;padding:32px">` +
    `<div style="font-weight:bold;color:#7c3aed;margin-bottom:16px">${BRAND}</div>` +
    `<h1 style="font-size:22px;margin:0 0 12px">${escape(title)}</h1>` +
    `<p style="line-height:1.5">${escape(text)}</p>` +
    `<p><a href="${escape(action.href)}" style="color:#7c3aed;font-weight:bold">${escape(action.label)}</a></p>` +
    `</main></body></html>`
  );
}
