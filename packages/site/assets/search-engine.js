// The site's search engine over MiniSearch, shared by the browser (served after MiniSearch's UMD
// build as /_folio/search.<hash>.js) and Node (the build, the tests, the bench and the edge pass
// MiniSearch in): one tokenizer, one stemmer, one index format, one ranking for all of them.
//
// The index is split so a reader downloads only what a query needs (`split` writes it, `open`
// reads it): a root with what every query needs (section count, field lengths, scopes, the names
// of the parts), the term table in shards by the first character of the term (a word's exact,
// prefix and typo matches all start with its first letter, so one shard answers it), and one part
// per page with its title, path and section texts, fetched only for the pages shown.
((root) => {
  'use strict';

  // Chinese, Japanese and Korean runs have no spaces between words: they are indexed as
  // overlapping character pairs, so any two-character query in them matches. Other words are
  // kept whole through `-`, `_` and `.` (`x-api-key`, `folio-docs.mdc`) and split too.
  var CJK = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}]';
  var CHAR = `(?:(?!${CJK})[\\p{L}\\p{N}_])`;
  var TOKEN = new RegExp(`(${CJK}+)|${CHAR}+(?:[-.]${CHAR}+)*`, 'gu');
  var JOINED = /[-_.]|\p{Ll}\p{Lu}/u;
  var FIELDS = ['title', 'heading', 'text', 'code'];
  var BOOST = { title: 3, heading: 2, text: 1, code: 0.5 };
  /** Longest query read: a longer one is cut here. */
  var MAX_QUERY = 200;

  /** The parts of an identifier: split at `-`, `_`, `.` and camelCase humps. */
  function parts(word) {
    return word
      .replace(/(\p{Ll}|\p{N})(\p{Lu})/gu, '$1 $2')
      .split(/[-_.\s]+/)
      .filter(Boolean);
  }

  /**
   * Calls `visit(term, start, end)` for each token of a text, in order, until it returns true:
   * words (and identifier parts, and a dotted name's segments) and CJK bigrams, with the offsets
   * of the text they come from.
   */
  function eachToken(text, visit) {
    TOKEN.lastIndex = 0;
    for (let match = TOKEN.exec(text); match !== null; match = TOKEN.exec(text)) {
      const word = match[0];
      const at = match.index;
      const end = at + word.length;
      if (match[1] !== undefined) {
        if (word.length === 1 && visit(word, at, end)) return;
        for (let i = 0; i + 1 < word.length; i++) if (visit(word.slice(i, i + 2), at + i, at + i + 2)) return;
        continue;
      }
      if (visit(word, at, end)) return;
      if (!JOINED.test(word)) continue;
      // A dotted name's segments are identifiers of their own (`cl.password_auth_callback`).
      const more = word.indexOf('.') >= 0 ? word.split('.').filter((segment) => JOINED.test(segment)) : [];
      const all = more.concat(parts(word));
      for (let i = 0; i < all.length; i++) if (visit(all[i], at, end)) return;
    }
  }

  function tokenize(text) {
    var out = [];
    eachToken(text, (term) => {
      out.push(term);
    });
    return out;
  }

  /**
   * A light English stemmer, the same at index and query time: plurals (`meals`, `entries`,
   * `boxes`), `-ing` and `-ed` (`configuring`, `configured`), and a final `e` (`configure`), so
   * all forms of a word meet on one stem. Only plain Latin words longer than three letters.
   */
  function stem(word) {
    if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
    var w = word;
    if (/ies$/.test(w) && w.length > 4) w = `${w.slice(0, -3)}y`;
    else if (/(ss|x|z|ch|sh)es$/.test(w)) w = w.slice(0, -2);
    else if (/[^sui]s$/.test(w)) w = w.slice(0, -1);
    if (/[^e]ed$/.test(w) && w.length - 2 >= 3) w = w.slice(0, -2);
    else if (/ing$/.test(w) && w.length - 3 >= 3) w = w.slice(0, -3);
    if (w !== word && /([b-df-hj-km-np-rtv-z])\1$/.test(w) && !/(ll|ss|zz)$/.test(w)) w = w.slice(0, -1);
    if (/e$/.test(w) && w.length - 1 >= 3) w = w.slice(0, -1);
    return w;
  }

  /** A query word: its stem. */
  function processTerm(term) {
    return stem(term.toLowerCase());
  }
  /**
   * An indexed word: its stem and, when different, the word as written, so a typo is measured
   * against the whole word (`shownig` is two letters from `showing`, three from its stem `show`).
   */
  function processIndexTerm(term) {
    var lower = term.toLowerCase();
    var stemmed = stem(lower);
    return stemmed === lower ? lower : [stemmed, lower];
  }

  /** Typos allowed by word length: none under four letters, one up to four, then two at most. */
  function fuzzy(term) {
    return term.length < 4 ? false : term.length === 4 ? 1 : 2;
  }
  function prefix(term) {
    return term.length >= 3;
  }

  /**
   * The shard key of a term: its first character for a-z and 0-9; for any other script one of
   * sixteen buckets by its code point (CJK pairs are matched exactly, so any grouping works).
   */
  function keyOf(term) {
    var first = term.charAt(0);
    if (/[a-z0-9]/.test(first)) return first;
    return `~${(term.codePointAt(0) % 16).toString(16)}`;
  }

  /**
   * The words of a query, each as the terms it is looked up as: its stem and, when different,
   * the word as written (as the index holds both, so a typo is measured on the whole word too).
   */
  function queryWords(query) {
    return tokenize(String(query).slice(0, MAX_QUERY)).map((token) => {
      const lower = token.toLowerCase();
      const stemmed = stem(lower);
      return stemmed === lower ? [lower] : [stemmed, lower];
    });
  }

  /**
   * Most characters of JSON in a shard: a larger first-letter group is cut into ranges of its
   * sorted terms, and smaller groups are packed together up to this size.
   */
  var SHARD_MAX_CHARS = 24000;
  /** MiniSearch's options: the index is made by `split` and read by `open` with the same. */
  var FIELD_IDS = { title: 0, heading: 1, text: 2, code: 3 };

  /**
   * Splits the index `buildSearchIndex` writes (version 2) into its parts, indexing it once: one
   * document per heading section, indexed as `MiniSearch#addAll` would index it (each field's
   * length is its number of distinct tokens, averaged as MiniSearch averages; each token counts
   * once per term `processIndexTerm` makes of it), but into plain lists: MiniSearch's own tree of
   * maps costs five times the time, and a search never reads it. Returns `{ root, shards, pages }`:
   * - `root.docs`: per page `[scope, boost, titleLength, then headingLength, textLength,
   *   codeLength of each section]`, `root.average` (field length averages), `root.scopes`;
   * - `shards`: `[{ keys, from, terms }]`, the term table cut by `keyOf` (a large group into ranges
   *   of its sorted terms, `from` the first term of a range after the first; small groups packed
   *   together), each term `[term, [field, docDelta, (-count when above 1), docDelta, …], …]`;
   * - `pages`: per page `{ title, path, sections: [[heading, anchor, text, code]] }` (code only
   *   for a section without prose: it is shown only then).
   * `root.shards` (`[[keys, from, name]]`) and `root.parts` (a name per page) are left for the caller
   * to name, see `src/outputs/search-index-parts.ts`.
   */
  function split(data) {
    var postings = new Map();
    var average = FIELDS.map(() => 0);
    var lengths = [];
    var counts = data.pages.map(() => 0);
    data.sections.forEach((section, doc) => {
      counts[section[0]]++;
      const values = [data.pages[section[0]].title, section[1], section[3], section[4]];
      const docLengths = [];
      values.forEach((value, field) => {
        const tokens = tokenize(value);
        const length = new Set(tokens).size;
        docLengths.push(length);
        average[field] = (average[field] * doc + length) / (doc + 1);
        const terms = new Map();
        tokens.forEach((token) => {
          const processed = processIndexTerm(token);
          (Array.isArray(processed) ? processed : [processed]).forEach((term) => {
            terms.set(term, (terms.get(term) || 0) + 1);
          });
        });
        terms.forEach((count, term) => {
          let lists = postings.get(term);
          if (lists === undefined) {
            lists = FIELDS.map(() => []);
            postings.set(term, lists);
          }
          const list = lists[field];
          // Documents come in order: the list holds each one's distance from the one before.
          list.push(doc - (list.last === undefined ? 0 : list.last));
          if (count > 1) list.push(-count);
          list.last = doc;
        });
      });
      lengths.push(docLengths);
    });
    var byKey = {};
    Array.from(postings.keys())
      .sort()
      .forEach((term) => {
        const entry = [term];
        postings.get(term).forEach((list, field) => {
          if (list.length > 0) entry.push([field].concat(list));
        });
        const key = keyOf(term);
        if (byKey[key] === undefined) byKey[key] = [];
        byKey[key].push(entry);
      });
    var shards = [];
    var current = null;
    Object.keys(byKey)
      .sort()
      .forEach((key) => {
        const terms = byKey[key];
        const sizes = terms.map((term) => JSON.stringify(term).length + 1);
        const size = sizes.reduce((total, one) => total + one, 0);
        if (size > SHARD_MAX_CHARS) {
          // Cut into ranges of its terms; the first range starts at the group's start.
          current = null;
          let range = null;
          terms.forEach((term, i) => {
            if (range === null || range.size + sizes[i] > SHARD_MAX_CHARS) {
              range = { keys: [key], from: range === null ? '' : term[0], terms: [], size: 0 };
              shards.push(range);
            }
            range.terms.push(term);
            range.size += sizes[i];
          });
          return;
        }
        if (current === null || current.size + size > SHARD_MAX_CHARS) {
          current = { keys: [], from: '', terms: [], size: 0 };
          shards.push(current);
        }
        current.keys.push(key);
        terms.forEach((term) => {
          current.terms.push(term);
        });
        current.size += size;
      });
    var scopes = [];
    var scopeIndex = {};
    var section = 0;
    var docs = data.pages.map((page, p) => {
      if (scopeIndex[page.scope] === undefined) {
        scopeIndex[page.scope] = scopes.length;
        scopes.push(page.scope);
      }
      const row = [scopeIndex[page.scope], page.boost || 1, counts[p] === 0 ? 0 : lengths[section][0]];
      for (let i = 0; i < counts[p]; i++, section++)
        row.push(lengths[section][1], lengths[section][2], lengths[section][3]);
      return row;
    });
    var pages = data.pages.map((page) => ({ title: page.title, path: page.path, sections: [] }));
    data.sections.forEach((s) => {
      pages[s[0]].sections.push([s[1], s[2], s[3], s[3] === '' ? s[4] : '']);
    });
    return {
      root: {
        version: 3,
        average: average,
        scopes: scopes,
        docs: docs,
        // Named by the caller: `[keys, from, name]` per shard, a name per page.
        shards: shards.map((shard) => [shard.keys, shard.from, '']),
        parts: pages.map(() => ''),
      },
      shards: shards.map((shard) => ({ keys: shard.keys, from: shard.from, terms: shard.terms })),
      pages: pages,
    };
  }

  /**
   * One shard's terms as MiniSearch's own serialization holds them (`[term, {field: {doc: count}}]`),
   * and the documents they name.
   */
  function decodeShard(terms) {
    var named = {};
    var index = terms.map((entry) => {
      const fields = {};
      for (let f = 1; f < entry.length; f++) {
        const list = entry[f];
        const docs = {};
        let doc = 0;
        for (let i = 1; i < list.length; i++) {
          if (list[i] < 0) docs[doc] = -list[i];
          else {
            doc += list[i];
            docs[doc] = 1;
            named[doc] = true;
          }
        }
        fields[list[0]] = docs;
      }
      return [entry[0], fields];
    });
    return { index: index, docs: Object.keys(named) };
  }

  /** Query words that are already processed: MiniSearch is told not to tokenize them again. */
  var ONE_TERM = { tokenize: (term) => [term], processTerm: (term) => term };
  /** The same, without typos. */
  var EXACT_OR_PREFIX = { tokenize: ONE_TERM.tokenize, processTerm: ONE_TERM.processTerm, fuzzy: false };
  /** Words whose results are kept between keystrokes (a query changes one word at a time). */
  var TERM_CACHE = 64;
  /** Shards kept open at once: more than a first letter's group has in a site of 5,000 pages. */
  var OPEN_SHARDS = 48;

  /**
   * Opens a split index. `root` is the split's root; `source.shard(i)` and `source.page(p)` give
   * the terms of shard `i` of `root.shards` and page `p`'s part when they are at hand, else
   * `undefined` (the browser fetches them as queries need them; Node has them all).
   *
   * Ranking (BM25 by MiniSearch, whatever was fetched before): each word of the query is looked
   * up as itself and, from three letters, as the start of longer words; only a word that matches
   * nothing so is looked up with a typo or two (from four letters; never in its first letter, as
   * only its first letter's shards are searched). Every word must match (AND) unless none does,
   * then any (OR), and a section scores the sum of its words' scores times the number of words it
   * matched, as MiniSearch combines them. Titles weigh 3, headings
   * 2, prose 1, code ½, times the page's `boost`. A section whose title or heading holds every
   * word counts twice; one holding an identifier typed whole (`NO_COLOR`, `x-api-key`) eight times.
   */
  function open(MiniSearch, root, source) {
    var count = 0;
    var sectionPage = [];
    var sectionIndex = [];
    var lengths = [];
    root.docs.forEach((row, p) => {
      for (let i = 3, s = 0; i < row.length; i += 3, s++) {
        lengths.push([row[2], row[i], row[i + 1], row[i + 2]]);
        sectionPage.push(p);
        sectionIndex.push(s);
        count++;
      }
    });
    // The shards of each first-letter key, in term order.
    var groups = {};
    root.shards.forEach((shard, i) => {
      shard[0].forEach((key) => {
        if (groups[key] === undefined) groups[key] = [];
        groups[key].push(i);
      });
    });
    // Open shards, least recently used first.
    var instances = new Map();
    var cached = [];
    var options = {
      fields: FIELDS,
      tokenize: tokenize,
      processTerm: processIndexTerm,
      searchOptions: {
        boost: BOOST,
        fuzzy: fuzzy,
        prefix: prefix,
        boostDocument: (id) => root.docs[sectionPage[id]][1],
      },
    };

    /** The shards of a word's first-letter group (indexes into `root.shards`). */
    function groupOf(term) {
      return groups[keyOf(term)] || [];
    }
    /** The shards holding the word itself and, from three letters, the words it begins. */
    function nearOf(term) {
      var group = groupOf(term);
      var end = prefix(term) ? `${term}\uffff` : term;
      return group.filter((shard, i) => {
        const next = i + 1 < group.length ? root.shards[group[i + 1]][1] : undefined;
        return root.shards[shard][1] <= end && (next === undefined || next > term);
      });
    }
    var absent = (shard) => source.shard(shard) === undefined;

    /**
     * A processed word's matches as `{ results, wants }`: `results` is `undefined` while a shard it
     * needs is not at hand, and `wants` names the shards to fetch. A word is looked up as itself
     * and, from three letters, as the start of longer words, in the shards holding those; only
     * when that finds nothing, with a typo or two (from four letters) across its first letter's
     * group, which is then fetched whole.
     */
    function lookup(term) {
      for (let i = 0; i < cached.length; i++)
        if (cached[i].term === term) return { results: cached[i].results, wants: [] };
      var near = nearOf(term);
      if (near.some(absent)) return { results: undefined, wants: near.filter(absent) };
      var results = merge(near.map((shard) => instance(shard).search(term, EXACT_OR_PREFIX)));
      if (results.length === 0 && fuzzy(term) !== false) {
        const group = groupOf(term);
        if (group.some(absent)) return { results: undefined, wants: group.filter(absent) };
        results = merge(group.map((shard) => instance(shard).search(term, ONE_TERM)));
      }
      cached.unshift({ term: term, results: results });
      if (cached.length > TERM_CACHE) cached.pop();
      return { results: results, wants: [] };
    }

    /** One word's matches from several shards: its matched terms differ, so their scores add up. */
    function merge(lists) {
      if (lists.length === 1) return lists[0];
      var byId = new Map();
      lists.forEach((list) => {
        list.forEach((result) => {
          const known = byId.get(result.id);
          if (known === undefined) byId.set(result.id, result);
          else
            byId.set(result.id, {
              id: result.id,
              score: known.score + result.score,
              match: Object.assign(Object.create(null), known.match, result.match),
            });
        });
      });
      return Array.from(byId.values());
    }

    /** The shards a query needs that are not at hand yet (ask again once they are). */
    function need(query) {
      var out = [];
      queryWords(query).forEach((terms) => {
        terms.forEach((term) => {
          lookup(term).wants.forEach((shard) => {
            if (out.indexOf(shard) < 0) out.push(shard);
          });
        });
      });
      return out.sort((a, b) => a - b);
    }

    /** Whether a section is in `scope` (a language and version; any when `undefined`). */
    function inScope(scope) {
      if (scope === undefined) return () => true;
      var wanted = root.scopes.indexOf(scope);
      return (id) => wanted >= 0 && root.docs[sectionPage[id]][0] === wanted;
    }

    /**
     * The MiniSearch of one shard, made when it is first at hand; `undefined` until then. At most
     * `OPEN_SHARDS` stay open (a shard's MiniSearch takes about 0.7 MB, ten times its JSON): the
     * least recently used is closed, and opened again from its JSON when a word needs it.
     */
    function instance(shard) {
      var open = instances.get(shard);
      if (open !== undefined) {
        instances.delete(shard);
        instances.set(shard, open);
        return open;
      }
      var terms = source.shard(shard);
      if (terms === undefined) return undefined;
      var decoded = decodeShard(terms);
      var documentIds = {};
      var fieldLength = {};
      decoded.docs.forEach((doc) => {
        documentIds[doc] = Number(doc);
        fieldLength[doc] = lengths[doc];
      });
      var mini = MiniSearch.loadJS(
        {
          documentCount: count,
          nextId: count,
          documentIds: documentIds,
          fieldIds: FIELD_IDS,
          fieldLength: fieldLength,
          averageFieldLength: root.average,
          storedFields: {},
          dirtCount: 0,
          index: decoded.index,
          serializationVersion: 2,
        },
        options,
      );
      instances.set(shard, mini);
      if (instances.size > OPEN_SHARDS) instances.delete(instances.keys().next().value);
      return mini;
    }

    /**
     * One word's matches: those of its stem and, when different, of the word as written, a
     * section scoring the better of the two. `undefined` while its shard is not at hand.
     */
    function wordResults(terms) {
      var first = lookup(terms[0]).results;
      if (terms.length === 1 || first === undefined) return first;
      var second = lookup(terms[1]).results;
      if (second === undefined) return undefined;
      var byId = new Map();
      first.concat(second).forEach((result) => {
        const known = byId.get(result.id);
        if (known === undefined) {
          byId.set(result.id, result);
          return;
        }
        const match = Object.assign(Object.create(null), known.match, result.match);
        byId.set(result.id, { id: result.id, score: Math.max(known.score, result.score), match: match });
      });
      return Array.from(byId.values());
    }

    /**
     * The sections matching a query, best first, as `{ results: [{ id, page, section, score,
     * terms }], missing }`: `missing` counts the query's words whose shard is not at hand (they
     * are left out of the query).
     */
    function rank(query, scope) {
      var q = String(query).slice(0, MAX_QUERY).trim();
      var words = queryWords(q);
      var lists = [];
      var missing = 0;
      words.forEach((terms) => {
        const results = wordResults(terms);
        if (results === undefined) missing++;
        else lists.push({ term: terms[0], results: results });
      });
      if (lists.length === 0) return { results: [], missing: missing };
      var keep = inScope(scope);
      var results = combine(lists, true, keep);
      if (results.length === 0) results = combine(lists, false, keep);
      var whole = !/\s/.test(q) && JOINED.test(q) ? processTerm(q) : undefined;
      results.forEach((result) => {
        if (whole !== undefined && result.match[whole] !== undefined) result.score *= 8;
        if (words.every((terms) => terms.some((term) => named(result.match, term)))) result.score *= 2;
      });
      results.sort((a, b) => b.score - a.score);
      return {
        results: results.map((result) => ({
          id: result.id,
          page: sectionPage[result.id],
          section: sectionIndex[result.id],
          score: result.score,
          terms: Object.keys(result.match),
        })),
        missing: missing,
      };
    }

    /**
     * The words' matches combined as MiniSearch combines a query's: with `all`, sections every word
     * matched, else any; scores summed, times the number of distinct words matched.
     */
    function combine(lists, all, keep) {
      var byId = new Map();
      lists.forEach((list, n) => {
        const seen = all ? new Map() : byId;
        list.results.forEach((result) => {
          if (!keep(result.id)) return;
          let combined = byId.get(result.id);
          if (all && n > 0 && combined === undefined) return;
          if (combined === undefined) {
            // No prototype: a word may be `constructor` or `__proto__`.
            combined = { id: result.id, score: 0, words: [], match: Object.create(null) };
            if (!all) byId.set(result.id, combined);
          }
          combined.score += result.score;
          if (combined.words.indexOf(list.term) < 0) combined.words.push(list.term);
          for (const term in result.match) {
            if (combined.match[term] === undefined) combined.match[term] = [];
            const fields = combined.match[term];
            result.match[term].forEach((field) => {
              if (fields.indexOf(field) < 0) fields.push(field);
            });
          }
          if (all) seen.set(result.id, combined);
        });
        if (all) byId = seen;
      });
      var out = [];
      byId.forEach((result) => {
        result.score *= result.words.length;
        out.push(result);
      });
      return out;
    }

    /** Whether `term` (itself or a word it begins) matched in the title or heading. */
    function named(match, term) {
      for (const matched in match) {
        if (matched !== term && !(prefix(term) && matched.indexOf(term) === 0)) continue;
        const fields = match[matched];
        if (fields.indexOf('title') >= 0 || fields.indexOf('heading') >= 0) return true;
      }
      return false;
    }

    /**
     * A ranked section as a reader sees it, `undefined` while its page's part is not at hand:
     * `{ title, heading, path, href, score, snippet }`, the snippet made when first read.
     */
    function hit(result) {
      var page = source.page(result.page);
      if (page === undefined) return undefined;
      var section = page.sections[result.section];
      var out = {
        title: page.title,
        heading: section[0],
        path: page.path,
        href: section[1] === '' ? page.path : `${page.path}#${section[1]}`,
        score: result.score,
      };
      var parts;
      Object.defineProperty(out, 'snippet', {
        enumerable: true,
        get: () => {
          if (parts === undefined) parts = snippet(section[2] || section[3], result.terms);
          return parts;
        },
      });
      return out;
    }

    /** Every matching section with what a reader sees (all parts must be at hand: Node). */
    function search(query, scope) {
      return rank(query, scope)
        .results.map(hit)
        .filter((found) => found !== undefined);
    }

    /**
     * Queries to suggest when one found nothing: the query with its last word that matched
     * nothing (or its last word) replaced by the closest indexed words (typos of up to 40% of
     * its letters) among the shards of its first letter at hand.
     */
    function suggest(query, scope) {
      var q = String(query).slice(0, MAX_QUERY).trim();
      var words = queryWords(q).map((terms) => terms[0]);
      var keep = inScope(scope);
      var filter = (result) => keep(result.id);
      var at = -1;
      for (let w = words.length - 1; w >= 0 && at === -1; w--) {
        if (!(lookup(words[w]).results || []).some(filter)) at = w;
      }
      if (at === -1) at = words.length - 1;
      if (at === -1) return [];
      var options = Object.assign({ fuzzy: 0.4, prefix: true, filter: filter }, ONE_TERM);
      var found = [];
      groupOf(words[at]).forEach((shard) => {
        if (!absent(shard)) found = found.concat(instance(shard).autoSuggest(words[at], options));
      });
      found.sort((a, b) => b.score - a.score);
      var out = [];
      found.forEach((s) => {
        const suggestion = words.map((word, i) => (i === at ? s.suggestion : word)).join(' ');
        if (out.length < 3 && out.indexOf(suggestion) < 0) out.push(suggestion);
      });
      return out;
    }

    return { need: need, rank: rank, hit: hit, search: search, suggest: suggest, size: count };
  }

  /** Opens the whole index `buildSearchIndex` writes (version 2), every part at hand. */
  function load(MiniSearch, data) {
    var whole = split(data);
    return open(MiniSearch, whole.root, {
      shard: (i) => whole.shards[i].terms,
      page: (p) => whole.pages[p],
    });
  }

  /**
   * About 160 characters of a section's text around its first matched word, as parts
   * `{ text, mark }` with the matched words marked: the page builds DOM nodes from them.
   */
  function snippet(text, terms) {
    var matched = {};
    terms.forEach((term) => {
      matched[term] = true;
    });
    var isMatch = (term) => {
      var lower = term.toLowerCase();
      return matched[lower] === true || matched[stem(lower)] === true;
    };
    // Only the tokens up to the end of the snippet are read: a section may be long.
    var marks = [];
    var start = 0;
    var end = Math.min(text.length, 160);
    eachToken(text, (term, from, to) => {
      if (marks.length > 0 && from >= end) return true;
      if (!isMatch(term) || (marks.length > 0 && marks[marks.length - 1].end > from)) return false;
      if (marks.length === 0) {
        start = Math.max(0, from - 50);
        if (start > 0) {
          const space = text.indexOf(' ', start);
          if (space >= 0 && space < from) start = space + 1;
        }
        end = Math.min(text.length, start + 160);
        if (end < text.length) {
          const back = text.lastIndexOf(' ', end);
          if (back > from) end = back;
        }
      }
      if (to <= end) marks.push({ start: from, end: to });
      return false;
    });
    var out = [];
    var at = start;
    if (start > 0) out.push({ text: '…', mark: false });
    marks.forEach((mark) => {
      if (mark.start > at) out.push({ text: text.slice(at, mark.start), mark: false });
      out.push({ text: text.slice(mark.start, mark.end), mark: true });
      at = mark.end;
    });
    if (at < end) out.push({ text: text.slice(at, end), mark: false });
    if (end < text.length) out.push({ text: '…', mark: false });
    return out;
  }

  root.FolioSearch = {
    split: split,
    open: open,
    load: load,
    tokenize: tokenize,
    processTerm: processTerm,
    processIndexTerm: processIndexTerm,
  };
})(globalThis);
