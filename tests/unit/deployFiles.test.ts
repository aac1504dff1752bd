import { existsSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_REQUIRED } from '../../server/config';
import { parseModule, ROOT, readSources } from '../architecture/scan';

/**
 * The deployment files (docs/deploy.md) against what they deploy. Docker is not run here: the Dockerfile, compose.yaml
 * and deploy/haproxy.cfg are read and checked for what the deployment relies on (the same start script as
 * `npm start`, everything the server imports inside the image, the instances behind a balancer that asks /readyz),
 * and docs/deploy.md's settings table against every variable the server reads. `npm run test:cluster` runs the
 * balancer's configuration through `haproxy -c`.
 */
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

// --- A YAML subset: block mappings and sequences, plain, quoted and JSON-style flow scalars, # comments. ---

type Yaml = string | Yaml[] | { [key: string]: Yaml };

/** Parses the subset compose.yaml is written in; anything else throws (so the file stays readable to the check). */
function parseYamlSubset(text: string): Yaml {
  const rows = text
    .split('\n')
    .map((line) => line.replace(/^\s*#.*$/, '').replace(/\s+#.*$/, ''))
    .filter((line) => line.trim() !== '')
    .map((line) => ({ indent: line.length - line.trimStart().length, text: line.trim() }));
  let i = 0;
  const scalar = (raw: string): Yaml => {
    if (/^\[.*\]$/.test(raw) || /^".*"$/.test(raw)) return JSON.parse(raw) as Yaml;
    if (/^'.*'$/.test(raw)) return raw.slice(1, -1);
    return raw;
  };
  const block = (indent: number): Yaml => {
    if (rows[i]?.text.startsWith('- ')) {
      const list: Yaml[] = [];
      while (rows[i]?.indent === indent && rows[i]?.text.startsWith('- ')) {
        list.push(scalar(rows[i]!.text.slice(2).trim()));
        i += 1;
      }
      return list;
    }
    const map: { [key: string]: Yaml } = {};
    while (rows[i]?.indent === indent) {
      const match = /^([A-Za-z0-9_.-]+):(?:\s+(.+))?$/.exec(rows[i]!.text);
      if (!match) throw new Error(`YAML line not in the subset: "${rows[i]!.text}"`);
      const key = match[1]!;
      if (key in map) throw new Error(`YAML key repeated: ${key}`);
      i += 1;
      if (match[2] !== undefined) map[key] = scalar(match[2]);
      else if ((rows[i]?.indent ?? -1) > indent) map[key] = block(rows[i]!.indent);
      else map[key] = '';
    }
    return map;
  };
  const doc = block(0);
  if (i < rows.length) throw new Error(`YAML indentation not understood at "${rows[i]!.text}"`);
  return doc;
}

const asMap = (value: Yaml | undefined, what: string): { [key: string]: Yaml } => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${what} is not a mapping`);
  return value;
};
const asList = (value: Yaml | undefined, what: string): Yaml[] => {
  if (!Array.isArray(value)) throw new Error(`${what} is not a list`);
  return value;
};

// --- The Dockerfile. ---

interface Stage {
  name: string;
  lines: string[];
}

/** The Dockerfile's stages, continuation lines joined, comments dropped. */
function dockerStages(text: string): Stage[] {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) stages.push({ name: from[1] ?? `stage${stages.length}`, lines: [line] });
    else stages.at(-1)?.lines.push(line);
  }
  return stages;
}

/** Repo paths the runtime stage copies from the build (`COPY --from=x /app/<path>… ./<dest>`). */
function runtimeCopies(stage: Stage): string[] {
  const paths: string[] = [];
  for (const line of stage.lines) {
    const copy = /^COPY\s+(?:--\S+\s+)*(.+)$/i.exec(line);
    if (!copy) continue;
    const parts = copy[1]!.split(/\s+/);
    for (const source of parts.slice(0, -1)) paths.push(source.replace(/^\/app\//, ''));
  }
  return paths;
}

/** Every file the server and the start script load, following relative imports; and the packages they import. */
function runtimeClosure(entries: string[]): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [...entries];
  const resolveFile = (from: string, specifier: string): string => {
    const base = posix.join(posix.dirname(from), specifier);
    for (const candidate of [base, `${base}.ts`, `${base}/index.ts`]) {
      if (existsSync(join(ROOT, candidate)) && statSync(join(ROOT, candidate)).isFile()) return candidate;
    }
    throw new Error(`${from}: cannot resolve ${specifier}`);
  };
  while (queue.length > 0) {
    const path = queue.pop()!;
    if (files.has(path)) continue;
    files.add(path);
    if (!/\.(ts|mjs|js)$/.test(path)) continue;
    for (const ref of parseModule({ path, code: read(path) }).imports) {
      if (ref.kind === 'type-import' || ref.specifier === '<computed>') continue;
      if (ref.specifier.startsWith('.')) queue.push(resolveFile(path, ref.specifier));
      else if (!ref.specifier.startsWith('node:') && !builtinModules.includes(ref.specifier)) {
        const [scope, name] = ref.specifier.split('/');
        packages.add(scope!.startsWith('@') ? `${scope}/${name}` : scope!);
      }
    }
  }
  return { files, packages };
}

describe('Dockerfile', () => {
  const stages = dockerStages(read('Dockerfile'));
  const runtime = stages.at(-1)!;
  const pkg = JSON.parse(read('package.json')) as {
    scripts: Record<string, string>;
    dependencies: Record<string, string>;
  };

  it('builds in stages and runs as a user of its own, with a health check on /healthz', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    expect(stages.some((s) => s.lines.some((l) => /^RUN npm ci\b/.test(l)))).toBe(true);
    expect(stages.some((s) => s.lines.some((l) => /^RUN npm run build\b/.test(l)))).toBe(true);
    const user = runtime.lines.filter((l) => l.startsWith('USER ')).at(-1);
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^USER\s+(root|0)\b/);
    expect(runtime.lines.find((l) => l.startsWith('HEALTHCHECK'))).toMatch(/\/healthz/);
  });

  it('runs the same start script as npm start', () => {
    const cmd = runtime.lines.filter((l) => l.startsWith('CMD ')).at(-1) ?? '';
    const argv = JSON.parse(cmd.slice(4)) as string[];
    expect(argv).toEqual(pkg.scripts.start?.split(/\s+/));
  });

  it('copies everything the start script and the server load, and they import runtime dependencies only', () => {
    const copied = runtimeCopies(runtime);
    const covered = (path: string) => copied.some((c) => path === c || path.startsWith(`${c}/`));
    const { files, packages } = runtimeClosure(['scripts/start.mjs', 'server/main.ts']);
    expect(files.size).toBeGreaterThan(100);
    expect([...files].filter((f) => !covered(f))).toEqual([]);
    // The runtime stage prunes the devDependencies: the server may not need one.
    expect([...packages].filter((p) => !(p in pkg.dependencies)).sort()).toEqual([]);
    // The start script spawns the server through tsx, a dependency.
    expect(pkg.dependencies.tsx).toBeDefined();
  });

  it('keeps local data, installs and secrets out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['node_modules', '.data', '.git', 'deploy/*.env']) expect(ignored).toContain(entry);
  });
});

describe('compose.yaml', () => {
  const compose = asMap(parseYamlSubset(read('compose.yaml')), 'compose.yaml');
  const services = asMap(compose.services, 'services');

  it('runs PostgreSQL 15 on a volume, with the roles made on first start', () => {
    const db = asMap(services.db, 'services.db');
    expect(String(db.image)).toMatch(/^postgres:15\b/);
    const volumes = asList(db.volumes, 'db.volumes').map(String);
    expect(volumes).toContain('pgdata:/var/lib/postgresql/data');
    expect(volumes.some((v) => v.startsWith('./deploy/initdb:/docker-entrypoint-initdb.d'))).toBe(true);
    expect(existsSync(join(ROOT, 'deploy/initdb/10-roles.sh'))).toBe(true);
    expect(asMap(compose.volumes, 'volumes')).toHaveProperty('pgdata');
    expect(String(asList(asMap(db.healthcheck, 'db.healthcheck').test, 'test'))).toMatch(/pg_isready/);
  });

  it('runs several app instances of this image, after the database is healthy, sharing the uploads', () => {
    const app = asMap(services.app, 'services.app');
    expect(app.build).toBe('.');
    expect(Number(asMap(app.deploy, 'app.deploy').replicas)).toBeGreaterThanOrEqual(2);
    expect(asMap(asMap(app.depends_on, 'app.depends_on').db, 'depends_on.db').condition).toBe('service_healthy');
    expect(asList(app.volumes, 'app.volumes')).toContain('uploads:/data/uploads');
    expect(read('Dockerfile')).toMatch(/UPLOAD_DIR=\/data\/uploads/);
    // No port of its own: players reach the instances through the balancer only.
    expect(app.ports).toBeUndefined();
  });

  it('puts HAProxy in front with the repository configuration', () => {
    const balancer = asMap(services.balancer, 'services.balancer');
    expect(String(balancer.image)).toMatch(/^haproxy:/);
    expect(asList(balancer.volumes, 'balancer.volumes')).toContain(
      './deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro',
    );
    expect(asList(balancer.ports, 'balancer.ports').length).toBeGreaterThan(0);
  });

  it('takes secrets from env files that are not committed, each with an example beside it', () => {
    const envFiles = Object.values(services).flatMap((s) => {
      const file = asMap(s, 'service').env_file;
      return file === undefined ? [] : [String(file)];
    });
    expect(envFiles.sort()).toEqual(['deploy/app.env', 'deploy/postgres.env']);
    expect(read('.gitignore').split('\n')).toContain('deploy/*.env');
    for (const file of envFiles) expect(existsSync(join(ROOT, `${file}.example`))).toBe(true);
    // The example names every setting production refuses to start without.
    const example = read('deploy/app.env.example');
    for (const name of PRODUCTION_REQUIRED) expect(example).toMatch(new RegExp(`^${name}=`, 'm'));
  });

  it('the subset parser refuses what it does not understand', () => {
    expect(() => parseYamlSubset('a:\n  - x\n  b: y\n')).toThrow();
    expect(() => parseYamlSubset('a: 1\na: 2\n')).toThrow(/repeated/);
    expect(parseYamlSubset('a:\n  b: "x#y"\n  c: [1, "2"]\n  d:\n    - e # note\n')).toEqual({
      a: { b: 'x#y', c: [1, '2'], d: ['e'] },
    });
  });
});

describe('deploy/haproxy.cfg', () => {
  const cfg = read('deploy/haproxy.cfg')
    .split('\n')
    .map((l) => l.trim());

  it('balances round robin over the app instances, health-checked on /readyz', () => {
    expect(cfg).toContain('balance roundrobin');
    expect(cfg).toContain('option httpchk GET /readyz');
    expect(cfg).toContain('http-check expect status 200');
    expect(cfg.find((l) => l.startsWith('server-template '))).toMatch(/ app:8080 check$/);
  });
});

describe('docs/deploy.md settings', () => {
  /** Variables set by a tool, not by an operator. */
  const NOT_SETTINGS = ['VITEST'];

  /** Every environment variable the server reads, from its sources. */
  function serverVariables(): Set<string> {
    const names = new Set<string>();
    for (const file of readSources(['server'])) {
      for (const m of file.code.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]+)|\[['"]([A-Z][A-Z0-9_]+)['"]\])/g)) {
        names.add((m[1] ?? m[2])!);
      }
      for (const m of file.code.matchAll(/intFrom\(\s*env,\s*'([A-Z][A-Z0-9_]+)'/g)) names.add(m[1]!);
    }
    for (const name of PRODUCTION_REQUIRED) names.add(name);
    for (const name of NOT_SETTINGS) names.delete(name);
    return names;
  }

  /** The names in the first column of the table under "## Environment variables". */
  function documented(): string[] {
    const text = read('docs/deploy.md');
    const section = text.split(/^## /m).find((s) => s.startsWith('Environment variables'));
    if (!section) throw new Error('docs/deploy.md has no "## Environment variables" section');
    return [...section.matchAll(/^\|\s*`([A-Z][A-Z0-9_]+)`\s*\|/gm)].map((m) => m[1]!);
  }

  it('lists every variable the server reads, and only those, once each', () => {
    const docs = documented();
    expect(new Set(docs).size).toBe(docs.length);
    expect([...docs].sort()).toEqual([...serverVariables()].sort());
  });

  it('marks exactly the settings production requires', () => {
    const section = read('docs/deploy.md')
      .split(/^## /m)
      .find((s) => s.startsWith('Environment variables'));
    const required = [...(section ?? '').matchAll(/^\|\s*`([A-Z][A-Z0-9_]+)`\s*\|[^|]*\|\s*\*\*required\*\*/gm)];
    expect(required.map((m) => m[1]).sort()).toEqual([...PRODUCTION_REQUIRED].sort());
  });
});
