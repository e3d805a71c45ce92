/// The search page's ranking done the plain way, as the engine did before it used lists by term
/// and counting sorts: every recipe scored on its own, every "I have..." use counted with sets,
/// every match sorted with a comparison. Run in the page (`window.RecipositorySearch` loaded) to
/// check `SearchEngine.search` result by result. It reuses only what the change left alone: the
/// query reader, what a term marks in the vocabulary, the title, facet and level texts, recipe owners.
///
/// Defines in the page:
/// - `referenceSearch(engine, search)`: [{id, position, score, rank, allByIngredient,
///   allByIngredientOrLevel, usedBits, haveCount, missingCount}], best first;
/// - `compareWithEngine(engine, searches)`: the searches whose results differ (at most 5, each
///   with its first difference) and figures that show what was covered;
/// - `searchesFor(index)`: a few hundred searches of every kind made from an index's own words;
/// - `grownIndex(index, copies)`: the index with its recipes repeated `copies` times, mixed
///   (titles, terms, tags, categories, cuisines, times), for many results and many ties.
enum ReferenceSearch {
    static let script = #"""
        (() => {
          const WEIGHTS = { ingredient: 3, title: 3, ingredientPrefix: 2, titlePrefix: 2, other: 1, level: 1, whole: 1 };
          const bitCount = (bits) => {
            let count = 0;
            for (; bits !== 0; bits &= bits - 1) count += 1;
            return count;
          };

          /** The old Pantry.use, with sets: which "I have..." terms a recipe uses, how many others it needs. */
          const pantryUse = (pantry, recipe, masks) => {
            const ids = [...recipe.terms];
            const owners = [...pantry.ownersOf(recipe)];
            const covers = (k) => masks[ids[k]] || (owners[k] >= 0 ? masks[owners[k]] : 0);
            let usedBits = 0;
            ids.forEach((id, k) => { usedBits |= covers(k); });
            if (usedBits === 0) return null;
            const missing = new Set(ids.filter((id, k) => covers(k) === 0 && pantry.staples[id] === 0));
            const implied = new Set();
            ids.forEach((id, k) => {
              if (owners[k] >= 0 && missing.has(id) && missing.has(owners[k])) implied.add(owners[k]);
            });
            return { usedBits, haveCount: bitCount(usedBits), missingCount: missing.size - implied.size };
          };

          window.referenceSearch = (engine, { q = '', have = '', category = '', cuisine = '', max = '', difficulty = '', kcal = '' }) => {
            const query = engine.reader.read(q, { levels: true });
            const pantry = engine.reader.read(have);
            if (pantry.onlyNoiseWords) pantry.terms = [];
            const categoryId = category ? engine.categories.indexOf(category) : null;
            const cuisineId = cuisine ? engine.cuisines.indexOf(cuisine) : null;
            const maxMinutes = /^[0-9]+$/.test(String(max)) ? Number(max) : null;
            const maxLevel = /^[0-9]+$/.test(String(difficulty)) ? Number(difficulty) : null;
            const maxKcal = /^[0-9]+$/.test(String(kcal)) ? Number(kcal) : null;
            if (query.terms.length === 0 && pantry.terms.length === 0 && categoryId === null && cuisineId === null
              && maxMinutes === null && maxLevel === null && maxKcal === null) {
              return [];
            }
            const matchers = query.terms.map((term) => {
              const { marks, needle } = engine.matcher(term);
              const found = (texts) => texts.map((text) => text.includes(needle));
              return { prefix: term.prefix, marks, needle, tags: found(engine.tagTexts),
                categories: found(engine.categoryTexts), cuisines: found(engine.cuisineTexts), levels: found(engine.levelTexts) };
            });
            const masks = engine.pantry.masks(pantry.terms.map((term) => engine.matcher(term)));
            const exactQuery = query.terms.length > 0 && !query.onlyNoiseWords;
            const results = [];
            engine.recipes.forEach((recipe, position) => {
              if (categoryId !== null && recipe.category !== categoryId) return;
              if (cuisineId !== null && recipe.cuisine !== cuisineId) return;
              if (maxMinutes !== null && !(recipe.minutes !== null && recipe.minutes <= maxMinutes)) return;
              if (maxLevel !== null && !(recipe.difficulty !== null && recipe.difficulty <= maxLevel)) return;
              if (maxKcal !== null && !(recipe.kcal !== null && recipe.kcal <= maxKcal)) return;
              let score = 0;
              let allByIngredient = exactQuery;
              let allByIngredientOrLevel = exactQuery;
              for (const matcher of matchers) {
                const ingredient = [...recipe.terms].some((id) => matcher.marks[id] !== 0);
                let points = ingredient ? (matcher.prefix ? WEIGHTS.ingredientPrefix : WEIGHTS.ingredient) : 0;
                if (recipe.titleText.includes(matcher.needle)) points += matcher.prefix ? WEIGHTS.titlePrefix : WEIGHTS.title;
                // A prefix found as the whole word too (in an ingredient or the title): a point more.
                if (matcher.prefix && ([...recipe.terms].some((id) => matcher.marks[id] === 2)
                  || recipe.titleText.includes(`${matcher.needle} `))) {
                  points += WEIGHTS.whole;
                }
                if ((recipe.category !== null && matcher.categories[recipe.category])
                  || (recipe.cuisine !== null && matcher.cuisines[recipe.cuisine])
                  || recipe.tags.some((tag) => matcher.tags[tag])) {
                  points += WEIGHTS.other;
                }
                const level = recipe.difficulty !== null && matcher.levels[recipe.difficulty - 1];
                if (level) points += WEIGHTS.level;
                if (points === 0) return;
                score += points;
                allByIngredient = allByIngredient && ingredient;
                allByIngredientOrLevel = allByIngredientOrLevel && (ingredient || level);
              }
              const uses = masks ? pantryUse(engine.pantry, recipe, masks) : null;
              if (masks && uses === null) return;
              const rank = uses ? uses.haveCount * 4096 - Math.min(uses.missingCount, 4095) : 0;
              results.push({ id: recipe.id, position, score, rank, allByIngredient, allByIngredientOrLevel,
                usedBits: uses?.usedBits ?? null, haveCount: uses?.haveCount ?? null, missingCount: uses?.missingCount ?? null });
            });
            return results.sort((a, b) => b.rank - a.rank || b.score - a.score || a.position - b.position);
          };

          window.compareWithEngine = (engine, searches) => {
            const figures = { searches: 0, withResults: 0, moreThanAPage: 0, withTies: 0, results: 0, differences: [] };
            for (const search of searches) {
              const expected = window.referenceSearch(engine, search);
              const { results } = engine.search(search);
              const actual = [...results].map((result) => ({ id: result.recipe.id, position: result.position,
                score: result.score, rank: result.rank, allByIngredient: result.allByIngredient,
                allByIngredientOrLevel: result.allByIngredientOrLevel,
                usedBits: result.pantry?.usedBits ?? null, haveCount: result.pantry?.haveCount ?? null,
                missingCount: result.pantry?.missingCount ?? null }));
              figures.searches += 1;
              figures.results += expected.length;
              if (expected.length > 0) figures.withResults += 1;
              if (expected.length > 30) figures.moreThanAPage += 1;
              if (expected.some((result, i) => i > 0 && result.rank === expected[i - 1].rank
                && result.score === expected[i - 1].score)) {
                figures.withTies += 1;
              }
              const first = actual.length === expected.length
                ? actual.findIndex((result, i) => JSON.stringify(result) !== JSON.stringify(expected[i])) : -2;
              // The same results made in pieces, as "Show more" asks for them, continue in order.
              const pieces = [0, 30, 60].flatMap((start) => results.slice(start, start + 30)).map((result) => result.recipe.id);
              const piecesDiffer = pieces.some((id, i) => id !== expected[i].id);
              if ((first !== -1 || piecesDiffer) && figures.differences.length < 5) {
                figures.differences.push({ search, count: [actual.length, expected.length], first, piecesDiffer,
                  engine: JSON.stringify(actual[Math.max(first, 0)] ?? null),
                  reference: JSON.stringify(expected[Math.max(first, 0)] ?? null) });
              }
            }
            return figures;
          };

          window.searchesFor = (index) => {
            let seed = 20240601;
            const random = () => {
              seed = (seed * 1103515245 + 12345) % 2147483648;
              return seed / 2147483648;
            };
            const pick = (list) => list[Math.floor(random() * list.length)];
            const some = (list, count) => Array.from({ length: count }, () => pick(list));
            const vocabulary = index.vocabulary;
            const titleWords = [...new Set(index.recipes.title.flatMap((title) => title.toLowerCase().split(' ')))];
            const words = [...vocabulary, ...titleWords, ...Object.keys(index.synonyms), ...index.tags,
              ...index.categories, ...index.cuisines, ...index.levels.map((level) => level.toLowerCase())];
            const typo = (word) => {
              const at = 1 + Math.floor(random() * Math.max(1, word.length - 2));
              return random() < 0.5 ? word.slice(0, at) + word.slice(at + 1) : word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
            };
            const searches = [
              { max: '600' }, { category: index.categories[0] }, { cuisine: pick(index.cuisines), max: '45' },
              { difficulty: '1' }, { difficulty: '3', q: 'salt' }, { have: some(vocabulary, 5).join(', '), difficulty: '2' },
              { have: some(vocabulary, 40).join(', ') }, { q: 'salt' }, { have: 'salt, water' }, { q: 'xyzzy' },
              { q: 'easy' }, { q: 'medium onion' }, { q: 'fairly hard', difficulty: '4' }, { q: 'eas' }, { have: 'medium onion' },
              { kcal: '400' }, { kcal: '600', max: '45' }, { q: 'salt', kcal: '300' },
            ];
            for (let i = 0; i < 300; i++) {
              switch (i % 10) {
                case 0: searches.push({ q: pick(words) }); break;
                case 1: searches.push({ q: pick(words).slice(0, 2 + (i % 3)) }); break;
                case 2: searches.push({ q: some(words, 2).join(' ') }); break;
                case 3: searches.push({ q: `${pick(vocabulary)} ${pick(words).slice(0, 3)}` }); break;
                case 4: searches.push({ q: typo(pick(words.filter((word) => word.length >= 5))) }); break;
                case 5: searches.push({ have: some(vocabulary, 1 + (i % 7)).join(', ') }); break;
                case 6: searches.push({ have: some(vocabulary, 3).join(', '), q: pick(words).slice(0, 3) }); break;
                case 7: searches.push({ q: pick(vocabulary), category: pick(index.categories) }); break;
                case 8: searches.push({ have: some(vocabulary, 4).join(', '), max: pick(['20', '45', '90']), difficulty: pick(['', '2', '4']) }); break;
                default: searches.push({ q: pick(index.tags.concat(index.cuisines)), cuisine: pick(index.cuisines) }); break;
              }
            }
            return searches;
          };

          window.grownIndex = (index, copies) => {
            const from = index.recipes;
            const count = from.title.length;
            const termsOf = (i) => {
              let id = 0;
              return from.terms[i].map((gap) => (id += gap));
            };
            const recipes = { category: [], cuisine: [], difficulty: [], minutes: [], picture: [], pictureSize: [], tags: [], terms: [],
              title: [], url: [] };
            for (let copy = 0; copy < copies; copy++) {
              for (let i = 0; i < count; i++) {
                const other = (i + copy) % count;
                const ids = [...new Set([...termsOf(i), ...termsOf(other).filter((_, k) => (k + copy) % 3 === 0)])]
                  .sort((a, b) => a - b);
                recipes.title.push(copy === 0 ? from.title[i] : `${from.title[i]} ${['with', 'and', 'or'][copy % 3]} ${from.title[other]}`);
                recipes.url.push(`${from.url[i]}-${copy}`);
                recipes.category.push(copy % 4 === 3 ? null : from.category[other]);
                recipes.cuisine.push(from.cuisine[(i + 2 * copy) % count]);
                recipes.minutes.push(copy % 5 === 4 ? null : from.minutes[other]);
                recipes.difficulty.push(from.difficulty[i]);
                recipes.picture.push(from.picture[other]);
                recipes.pictureSize.push(from.pictureSize[other]);
                recipes.tags.push(from.tags[other]);
                recipes.terms.push(ids.map((id, k) => (k === 0 ? id : id - ids[k - 1])));
              }
            }
            return { ...index, recipes };
          };
        })();
        """#
}
