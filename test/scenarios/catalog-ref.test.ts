/**
 * Catalog references in setup.cards (`{ "$catalog": name, "with"?: overrides }`): expanded to
 * the catalog's full definition before any engine sees the setup, overrides applied field by
 * field, and every mistake a located problem naming the file, the card key and the nearest names.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardByName, catalogCard, nearestNames } from '../../catalog/index.js';
import { referenceEngine } from '../../engine/reference-adapter.js';
import { formatProblem } from '../../scenarios/problems.js';
import { runScenario } from '../../scenarios/runner.js';
import { validateScenario } from '../../scenarios/validate.js';

const transform = { do: { kind: 'transform', object: { $card: 'c1' } } };

/** A raw scenario whose P1 has `c1` on the battlefield, both given as `cards.c1`. */
function withCard(c1: unknown, steps: readonly unknown[] = [transform]): Record<string, unknown> {
  return {
    format: 'obverse-scenario/1',
    id: 'test/catalog-ref',
    title: 'Catalog reference',
    description: 'A card named from the catalog.',
    rules: ['712.18'],
    mechanics: ['transform'],
    setup: { players: [{ id: 'P1', battlefield: [{ card: 'c1' }] }, { id: 'P2' }], cards: { c1 } },
    steps,
  };
}

function problems(data: unknown): string[] {
  const result = validateScenario(data, 'cases/x.json');
  return result.ok ? [] : result.problems.map(formatProblem);
}

function expanded(c1: unknown) {
  const result = validateScenario(withCard(c1), 'cases/x.json');
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
  return result.scenario.setup.cards.c1;
}

describe('a $catalog card', () => {
  it('expands to the catalog definition, complete faces and all', () => {
    expect(expanded({ $catalog: 'Delver of Secrets' })).toEqual(cardByName('Delver of Secrets').definition);
    const bruna = expanded({ $catalog: 'Bruna, the Fading Light' });
    expect(bruna).toEqual(cardByName('Bruna, the Fading Light').definition);
    expect(bruna?.layout === 'meld' && bruna.melded.name).toBe('Brisela, Voice of Nightmares');
  });

  it('with: each face field given replaces the catalog field whole; {} keeps a face', () => {
    const def = expanded({
      $catalog: 'Delver of Secrets',
      with: { faces: [{}, { name: 'Made-up Aberration', power: 5, abilities: [] }] },
    });
    const real = cardByName('Delver of Secrets').definition;
    expect(def?.faces[0]).toEqual(real.faces[0]);
    expect(def?.faces[1]).toEqual({ ...real.faces[1], name: 'Made-up Aberration', power: 5, abilities: [] });
  });

  it('with: a meld card may override its melded face and partner', () => {
    const def = expanded({ $catalog: 'Gisela, the Broken Blade', with: { melded: { power: 1 }, partner: 'Someone' } });
    const real = cardByName('Gisela, the Broken Blade').definition;
    if (def?.layout !== 'meld' || real.layout !== 'meld') throw new Error('not meld');
    expect(def.melded).toEqual({ ...real.melded, power: 1 });
    expect(def.partner).toBe('Someone');
    expect(def.faces).toEqual(real.faces);
  });

  it('an unknown name is located at the card key and suggests the nearest catalog names', () => {
    const found = problems(withCard({ $catalog: 'Delver of Secret' }));
    expect(found).toEqual([
      'cases/x.json: setup.cards.c1.$catalog: card "c1": no catalog card is named "Delver of Secret". ' +
        `Fix: use a catalog card's exact name (its front face's name); nearest catalog names: ${nearestNames(
          'Delver of Secret',
        )
          .map((n) => `"${n}"`)
          .join(', ')}`,
    ]);
    expect(nearestNames('Delver of Secret')[0]).toBe('Delver of Secrets');
  });

  it('a back face, melded face or "front // back" name points at the front face name', () => {
    for (const name of ['Insectile Aberration', 'Delver of Secrets // Insectile Aberration']) {
      expect(problems(withCard({ $catalog: name }))[0]).toMatch(
        /setup\.cards\.c1\.\$catalog: .*Fix: a card is named by its front face: write "Delver of Secrets"$/,
      );
    }
    expect(problems(withCard({ $catalog: 'Brisela, Voice of Nightmares' }))[0]).toMatch(
      /write "Bruna, the Fading Light"$/,
    );
  });

  it('checks the shape of the reference and of its overrides', () => {
    const found = problems(
      withCard({
        $catalog: 'Delver of Secrets',
        layout: 'single',
        with: { faces: [{ power: 'big' }, { colour: ['U'] }], melded: {}, layout: 'single' },
      }),
    );
    expect(found).toEqual([
      // In the order of the places they name in the file.
      expect.stringMatching(/setup\.cards\.c1\.layout: unknown key "layout" in a catalog reference/),
      expect.stringMatching(/setup\.cards\.c1\.with\.faces\[0\]\.power: power must be a number or null/),
      expect.stringMatching(/setup\.cards\.c1\.with\.faces\[1\]\.colour: unknown key "colour" in a face override/),
      expect.stringMatching(/setup\.cards\.c1\.with\.melded: "Delver of Secrets" is not a meld card/),
      expect.stringMatching(/setup\.cards\.c1\.with\.layout: unknown key "layout" in "with"/),
    ]);
    expect(problems(withCard({ $catalog: 'Delver of Secrets', with: { faces: [{}] } }))).toEqual([
      expect.stringMatching(/with\.faces: "Delver of Secrets" has 2 face\(s\), so with\.faces lists 2 override/),
    ]);
    expect(problems(withCard({ $catalog: 42 }))).toEqual([
      expect.stringMatching(/setup\.cards\.c1\.\$catalog: the catalog card name must be a string, found 42/),
    ]);
  });

  it('a scenario of catalog cards runs on the reference engine; the engine sees full faces', async () => {
    const data = withCard({ $catalog: 'Delver of Secrets' }, [
      {
        do: { kind: 'transform', object: { $card: 'c1' } },
        expect: {
          views: {
            P2: [
              {
                object: { $card: 'c1' },
                match: { face: 'back', characteristics: { name: 'Insectile Aberration', power: 3 } },
              },
            ],
          },
        },
      },
    ]);
    const result = validateScenario(data, 'x.json');
    if (!result.ok) throw new Error('invalid');
    const outcome = await runScenario(referenceEngine, result.scenario);
    expect(outcome.status).toBe('passed');
  });
});

describe('scenarios/cases', () => {
  const root = join(import.meta.dirname, '../../scenarios/cases');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'));

  it('name catalog cards rather than restating them (use "with" for a made-up variant)', () => {
    const restated = files.flatMap((file) => {
      const cards = (JSON.parse(readFileSync(join(root, file), 'utf8')) as { setup: { cards: object } }).setup.cards;
      return Object.entries(cards).flatMap(([key, def]: [string, { faces?: { name?: string }[] }]) => {
        const name = def.faces?.[0]?.name;
        return name !== undefined && catalogCard(name) !== undefined ? [`${file}: ${key} (${name})`] : [];
      });
    });
    expect(restated).toEqual([]);
    expect(files.length).toBeGreaterThan(100);
  });
});
