/** Reads a Dockerfile into stages and instructions, enough to check what it copies and runs. */
export interface Instruction {
  keyword: string;
  args: string;
  line: number;
}

export interface Stage {
  index: number;
  image: string;
  name?: string;
  instructions: Instruction[];
}

export interface Copy {
  from?: string;
  sources: string[];
  dest: string;
  line: number;
}

export interface NpmRun {
  script: string;
  workspaces: string[];
  line: number;
}

export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  const rawLines = text.split(/\r?\n/);
  for (let i = 0; i < rawLines.length; i++) {
    const line = i + 1;
    let current = rawLines[i].trim();
    if (current === '' || current.startsWith('#')) continue;
    while (current.endsWith('\\') && i + 1 < rawLines.length) {
      const next = rawLines[++i].trim();
      current = `${current.slice(0, -1).trimEnd()} ${next.startsWith('#') ? '' : next}`.trimEnd();
    }
    const match = /^([A-Za-z]+)\s+(.*)$/.exec(current);
    if (!match) throw new Error(`Dockerfile line ${line}: cannot read "${current}"`);
    const keyword = match[1].toUpperCase();
    const args = match[2].trim();
    if (keyword === 'FROM') {
      const from = /^(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args);
      if (!from) throw new Error(`Dockerfile line ${line}: cannot read FROM "${args}"`);
      stages.push({ index: stages.length, image: from[1], name: from[2], instructions: [] });
    } else if (stages.length === 0) {
      if (keyword !== 'ARG') throw new Error(`Dockerfile line ${line}: ${keyword} before FROM`);
    } else {
      stages[stages.length - 1].instructions.push({ keyword, args, line });
    }
  }
  return stages;
}

export function copiesOf(stage: Stage): Copy[] {
  return stage.instructions
    .filter((i) => i.keyword === 'COPY' || i.keyword === 'ADD')
    .map((i) => {
      const words = splitWords(i.args);
      const flags = words.filter((w) => w.startsWith('--'));
      const operands = words.filter((w) => !w.startsWith('--'));
      const fromFlag = flags.find((f) => f.startsWith('--from='));
      if (operands.length < 2) throw new Error(`Dockerfile line ${i.line}: COPY needs a source and a destination`);
      return {
        from: fromFlag?.slice('--from='.length),
        sources: operands.slice(0, -1),
        dest: operands[operands.length - 1],
        line: i.line,
      };
    });
}

/** Every `npm run SCRIPT [-w WORKSPACE]...` in the RUN instructions of a stage. */
export function npmRunsOf(stage: Stage): NpmRun[] {
  const runs: NpmRun[] = [];
  for (const { command, line } of shellCommandsOf(stage)) {
    const words = command.split(/\s+/);
    if (words[0] !== 'npm' || (words[1] !== 'run' && words[1] !== 'run-script')) continue;
    const workspaces: string[] = [];
    let script: string | undefined;
    for (let k = 2; k < words.length; k++) {
      const word = words[k];
      if (word === '-w' || word === '--workspace') workspaces.push(words[++k]);
      else if (word.startsWith('--workspace=')) workspaces.push(word.slice('--workspace='.length));
      else if (!word.startsWith('-') && script === undefined) script = word;
    }
    if (!script) throw new Error(`npm run without a script: "${command}"`);
    runs.push({ script, workspaces, line });
  }
  return runs;
}

/** RUN instructions split on && and ; into single commands. */
export function shellCommandsOf(stage: Stage): { command: string; line: number }[] {
  return stage.instructions
    .filter((i) => i.keyword === 'RUN')
    .flatMap((i) => i.args.split(/&&|;/).map((c) => ({ command: c.trim(), line: i.line })))
    .filter((c) => c.command !== '');
}

/** The exec-form argument list of CMD or ENTRYPOINT (the shell form is refused: signals). */
export function execFormOf(stage: Stage, keyword: 'CMD' | 'ENTRYPOINT'): string[] | undefined {
  const found = stage.instructions.filter((i) => i.keyword === keyword).pop();
  if (!found) return undefined;
  if (!found.args.startsWith('[')) throw new Error(`Dockerfile line ${found.line}: use the exec form of ${keyword}`);
  return JSON.parse(found.args) as string[];
}

export function workdirOf(stage: Stage): string | undefined {
  return stage.instructions.filter((i) => i.keyword === 'WORKDIR').pop()?.args;
}

function splitWords(args: string): string[] {
  if (args.startsWith('[')) return JSON.parse(args) as string[];
  return args.split(/\s+/).filter((w) => w !== '');
}
