import { systemEndpoints } from '../../../core/contracts/system';
/** The parts of an OpenAPI 3 document the reference page reads. */
export interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
}
interface Operation {
  tags?: string[];
  'x-access'?: string;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: unknown }>;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const json = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`;

const ACCESS_WORDS: Record<string, string> = {
  public: 'anyone',
  'signed-in': 'any signed-in account',
  registered: 'any registered employee',
};

function operation(method: string, path: string, op: Operation): string {
  const params = (op.parameters ?? []).map((p) => `<li><code>${escape(p.name)}</code> (${escape(p.in)}${p.required ? ', required' : ''})</li>`).join('');
  const body = op.requestBody?.content?.['application/json']?.schema;
  const responses = Object.entries(op.responses ?? {})
    .map(([status, r]) => {
      const schema = r.content?.['application/json']?.schema;
      return `<li><strong>${escape(status)}</strong>${schema ? `<details><summary>schema</summary>${json(schema)}</details>` : ''}</li>`;
    })
    .join('');
  const access = op['x-access'] ?? 'public';
  return `<section id="${escape(`${method}-${path}`)}">
<h3><span class="m">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p>Who may call it: ${escape(ACCESS_WORDS[access] ?? `holders of the ${access} permission`)}</p>
${params ? `<p>Parameters</p><ul>${params}</ul>` : ''}
${body ? `<details><summary>Request body</summary>${json(body)}</details>` : ''}
${responses ? `<p>Responses</p><ul>${responses}</ul>` : ''}
</section>`;
}

/** A plain HTML reference of every operation, grouped by area; no scripts. */
export function renderApiReference(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths).sort(([a], [b]) => a.localeCompare(b))) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? 'api';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operation(method, path, op)]);
    }
  }
  const areas = [...byTag.keys()].sort();
  return `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(doc.info.title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#0f172a}
section{border-top:1px solid #e2e8f0;padding:.5rem 0}h3{font-size:1rem;margin:.25rem 0}.m{display:inline-block;min-width:4rem;color:#1d4ed8}
pre{background:#f1f5f9;padding:.5rem;overflow:auto;font-size:13px}code{font-size:14px}</style></head>
<body><main><h1>${escape(doc.info.title)}</h1>
<p>${escape(doc.info.description ?? '')}</p>
<p>Machine-readable description: <a href="${systemEndpoints.openapi.path}">${systemEndpoints.openapi.path}</a> (OpenAPI ${'3'}).</p>
<nav aria-label="Areas"><ul>${areas.map((a) => `<li><a href="#area-${escape(a)}">${escape(a)}</a></li>`).join('')}</ul></nav>
${areas.map((a) => `<h2 id="area-${escape(a)}">${escape(a)}</h2>${byTag.get(a)!.join('\n')}`).join('\n')}
</main></body></html>`;
}
