import { expect } from '@jest/globals';
import { parse as parseYaml } from 'yaml';
import { parseDockerfile, workdirOf, type Stage } from './dockerfile';
import { normalise, readText } from './repo';

export interface Service {
  image?: string;
  build?: { context: string; dockerfile: string; target?: string };
  restart?: string;
  command?: string[];
  entrypoint?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  volumes?: string[];
}

export interface ComposeFile {
  services: Record<string, Service>;
  volumes?: Record<string, null>;
}

/** A compose file as the infra tests read it, its `<<: *anchor` merges applied as compose applies them. */
export const readCompose = (file: string) => parseYaml(readText(file), { merge: true }) as unknown as ComposeFile;
/** docker-compose.yml, the QA and developer stack. */
export const compose = readCompose('docker-compose.yml');
/** docker-compose.prod.yml, the firm's production stack. */
export const prodCompose = readCompose('docker-compose.prod.yml');
export const services = compose.services;
export const stagesOf = (dockerfile: string) => parseDockerfile(readText(dockerfile));

/** A path inside the image, under WORKDIR, as a repository path. */
export const inWorkdir = (stage: Stage, imagePath: string) => {
  const workdir = workdirOf(stage) ?? '/';
  expect(imagePath.startsWith(`${workdir}/`)).toBe(true);
  return normalise(imagePath.slice(workdir.length + 1));
};
