// The site's search engine over MiniSearch, shared by the browser (served after MiniSearch's UMD
// build as /_folio/search.<hash>.js) and the Node tests and bench (which pass MiniSearch in):
// one tokenizer, one stemmer, one ranking for both.
((root) => {
  'use strict';

  // Chinese, Japanese and Korean runs have no spaces between words: they are indexed as
  // overlapping character pairs, so any two-character query in them matches. Other words are
  // kept whole through `-`, `_` and `.` (`x-api-key`, `folio-docs.mdc`) and split too.
  var CJK = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}]';
  var CHAR = `(?:(?!${CJK})[\\p{L}\\p{N}_])`;
  var TOKEN = new RegExp(`(${CJK}+)|${CHAR}+(?:[-.]${CHAR}+)*`, 'gu');
  var JOINED = /[-_.]|\p{Ll}\p{Lu}/u;

  /** The parts of an identifier: split at `-`, `_`, `.` and camelCase humps. */
  function parts(word) {
    return word
      .replace(/(\p{Ll}|\p{N})(\p{Lu})/gu, '$1 $2')
      .split(/[-_.\s]+/)
      .filter(Boolean);
  }

  /** Tokens of a text with their offsets: words (and identifier parts) and CJK bigrams. */
  function tokensAt(text) {
    var out = [];
    TOKEN.lastIndex = 0;
    for (let match = TOKEN.exec(text); match !== null; match = TOKEN.exec(text)) {
      const word = match[0];
      const at = match.index;
      if (match[1] !== undefined) {
        if (word.length === 1) out.push({ term: word, start: at, end: at + 1 });
        for (let i = 0; i + 1 < word.length; i++)
          out.push({ term: word.slice(i, i + 2), start: at + i, end: at + i + 2 });
        continue;
      }
      out.push({ term: word, start: at, end: at + word.length });
      if (JOINED.test(word))
        parts(word).forEach((part) => {
          out.push({ term: part, start: at, end: at + word.length });
        });
    }
    return out;
  }

  function tokenize(text) {
    return tokensAt(text).map((token) => token.term);
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
   * Builds the engine from the index `buildSearchIndex` writes (version 2): one MiniSearch
   * document per heading section, titles and headings boosted, code at half weight.
   */
  function load(MiniSearch, data) {
    var docs = data.sections.map((section, id) => {
      const page = data.pages[section[0]];
      return {
        id: id,
        page: page,
        title: page.title,
        heading: section[1],
        anchor: section[2],
        text: section[3],
        code: section[4],
      };
    });
    var mini = new MiniSearch({
      fields: ['title', 'heading', 'text', 'code'],
      tokenize: tokenize,
      processTerm: processIndexTerm,
      searchOptions: {
        processTerm: processTerm,
        boost: { title: 3, heading: 2, text: 1, code: 0.5 },
        fuzzy: fuzzy,
        prefix: prefix,
        boostDocument: (id) => docs[id].page.boost || 1,
      },
    });
    mini.addAll(docs);

    function inScope(scope) {
      return (result) => scope === undefined || docs[result.id].page.scope === scope;
    }

    /**
     * The sections matching a query, best first: every word must match (AND) unless none does,
     * then any (OR); a query found verbatim (an identifier, a phrase) ranks its sections first.
     */
    function search(query, scope) {
      const q = String(query).slice(0, 200).trim();
      if (q === '') return [];
      const filter = inScope(scope);
      let results = mini.search(q, { combineWith: 'AND', filter: filter });
      if (results.length === 0) results = mini.search(q, { combineWith: 'OR', filter: filter });
      const lower = q.toLowerCase();
      const identifier = !/\s/.test(q) && JOINED.test(q);
      const phrase = /\s/.test(q);
      results.forEach((result) => {
        const doc = docs[result.id];
        const all = `${doc.title}\n${doc.heading}\n${doc.text}\n${doc.code}`;
        if (identifier && all.indexOf(q) >= 0) result.score *= 8;
        else if (phrase && all.toLowerCase().indexOf(lower) >= 0) result.score *= 3;
        if (`${doc.title}\n${doc.heading}`.toLowerCase().indexOf(lower) >= 0) result.score *= 2;
      });
      results.sort((a, b) => b.score - a.score);
      return results.map((result) => {
        const doc = docs[result.id];
        return {
          title: doc.title,
          heading: doc.heading,
          path: doc.page.path,
          href: doc.anchor === '' ? doc.page.path : `${doc.page.path}#${doc.anchor}`,
          score: result.score,
          snippet: snippet(doc.text || doc.code, result.terms),
        };
      });
    }

    /** The closest indexed terms to a query that found nothing, as whole suggested queries. */
    function suggest(query, scope) {
      const q = String(query).slice(0, 200).trim();
      if (q === '') return [];
      return mini
        .autoSuggest(q, {
          fuzzy: 0.4,
          prefix: true,
          processTerm: processTerm,
          combineWith: 'OR',
          filter: inScope(scope),
        })
        .slice(0, 3)
        .map((s) => s.suggestion);
    }

    return { search: search, suggest: suggest, size: docs.length };
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
    var marks = tokensAt(text).filter(
      (token) => matched[token.term.toLowerCase()] === true || matched[processTerm(token.term)] === true,
    );
    var first = marks.length > 0 ? marks[0].start : 0;
    var start = Math.max(0, first - 50);
    if (start > 0) {
      const space = text.indexOf(' ', start);
      if (space >= 0 && space < first) start = space + 1;
    }
    var end = Math.min(text.length, start + 160);
    if (end < text.length) {
      const back = text.lastIndexOf(' ', end);
      if (back > first) end = back;
    }
    var out = [];
    var at = start;
    if (start > 0) out.push({ text: '…', mark: false });
    marks.forEach((mark) => {
      if (mark.start < at || mark.end > end) return;
      if (mark.start > at) out.push({ text: text.slice(at, mark.start), mark: false });
      out.push({ text: text.slice(mark.start, mark.end), mark: true });
      at = mark.end;
    });
    if (at < end) out.push({ text: text.slice(at, end), mark: false });
    if (end < text.length) out.push({ text: '…', mark: false });
    return out;
  }

  root.FolioSearch = { load: load, tokenize: tokenize, processTerm: processTerm };
})(globalThis);
