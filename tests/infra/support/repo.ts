import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(__dirname, '../../..');

export const abs = (relative: string) => path.resolve(ROOT, relative);
export const exists = (relative: string) => fs.existsSync(abs(relative));
export const readText = (relative: string) => fs.readFileSync(abs(relative), 'utf8');
export const readJson = <T = Record<string, unknown>>(relative: string) => JSON.parse(readText(relative)) as T;
export const toRepoPath = (absolute: string) => path.relative(ROOT, absolute).split(path.sep).join('/');

/** "./apps/api/" -> "apps/api" */
export const normalise = (p: string) =>
  path.posix
    .normalize(p)
    .replace(/^\.\/?/, '')
    .replace(/\/$/, '');

/** True when one of the copied paths is the path itself or a folder holding it. */
export function isCovered(copied: string[], required: string): boolean {
  const target = normalise(required);
  return copied.map(normalise).some((c) => c === '' || c === target || target.startsWith(`${c}/`));
}

export function dockerignorePatterns(): string[] {
  if (!exists('.dockerignore')) return [];
  return readText('.dockerignore')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}

function patternToRegExp(pattern: string): RegExp {
  let out = '';
  const p = normalise(pattern);
  for (let i = 0; i < p.length; i++) {
    if (p.startsWith('**/', i)) {
      out += '(?:.*/)?';
      i += 2;
    } else if (p.startsWith('**', i)) {
      out += '.*';
      i += 1;
    } else if (p[i] === '*') out += '[^/]*';
    else if (p[i] === '?') out += '[^/]';
    else out += p[i].replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

/** Whether docker would leave this path (or a folder above it) out of the build context. */
export function isDockerignored(relative: string): boolean {
  const patterns = dockerignorePatterns();
  if (patterns.some((p) => p.startsWith('!'))) throw new Error('.dockerignore exceptions (!) are not supported here');
  const parts = normalise(relative).split('/');
  const candidates = parts.map((_, k) => parts.slice(0, k + 1).join('/'));
  return patterns.some((p) => candidates.some((c) => patternToRegExp(p).test(c)));
}

export interface TsBuild {
  configFile: string;
  /** The config and every file it extends, repo-relative. */
  chain: string[];
  outDir: string;
  rootDir: string;
  /** Absolute paths of the files tsc compiles. */
  fileNames: string[];
  /** Repo-relative include entries. */
  include: string[];
}

/** Resolves a tsconfig the way tsc does (extends, include, outDir, rootDir). */
export function readTsBuild(relativeConfig: string): TsBuild {
  const configFile = abs(relativeConfig);
  const chain: string[] = [];
  let include: string[] | undefined;
  let current: string | undefined = configFile;
  while (current) {
    const read = ts.readConfigFile(current, ts.sys.readFile);
    if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
    chain.push(toRepoPath(current));
    const config = read.config as { extends?: string; include?: string[] };
    if (!include && config.include) include = config.include.map((i) => toRepoPath(path.resolve(path.dirname(current!), i)));
    if (config.extends && !config.extends.startsWith('.')) throw new Error(`extends from a package is not supported: ${config.extends}`);
    current = config.extends ? path.resolve(path.dirname(current), config.extends) : undefined;
  }
  const read = ts.readConfigFile(configFile, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(configFile), undefined, configFile);
  const { outDir, rootDir } = parsed.options;
  if (!outDir || !rootDir) throw new Error(`${relativeConfig} must set outDir and rootDir`);
  return { configFile: toRepoPath(configFile), chain, outDir, rootDir, fileNames: parsed.fileNames, include: include ?? [] };
}

/** The TypeScript source tsc compiles into a given output .js file. */
export function sourceOfOutput(build: TsBuild, outputRelative: string): string {
  const relToOut = path.relative(build.outDir, abs(outputRelative));
  if (relToOut.startsWith('..')) throw new Error(`${outputRelative} is not under outDir ${toRepoPath(build.outDir)}`);
  return toRepoPath(path.join(build.rootDir, relToOut)).replace(/\.js$/, '.ts');
}
