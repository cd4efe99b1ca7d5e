/**
 * Finds the offset of the first JSON syntax error in `text`, or `undefined` if `text` is valid
 * JSON. `JSON.parse` on Node 20 leaves the position out of some messages ("Unexpected token"),
 * so this small scanner is run only after `JSON.parse` has failed, to place the error.
 */
export function locateJsonSyntaxError(text: string): number | undefined {
  let at = 0;
  const fail = (): never => {
    throw new SyntaxAt(at);
  };
  const space = (): void => {
    while (at < text.length && ' \t\n\r'.includes(text[at] as string)) at++;
  };
  const literal = (word: string): void => {
    for (const char of word) {
      if (text[at] !== char) fail();
      at++;
    }
  };
  const string = (): void => {
    at++; // opening quote
    for (;;) {
      const char = text[at];
      if (char === undefined || char < ' ') fail();
      if (char === '"') {
        at++;
        return;
      }
      if (char === '\\') {
        at++;
        const escaped = text[at];
        if (escaped === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(at + 1, at + 5))) fail();
          at += 5;
        } else if (escaped !== undefined && '"\\/bfnrt'.includes(escaped)) at++;
        else fail();
      } else at++;
    }
  };
  const number = (): void => {
    const pattern = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
    pattern.lastIndex = at;
    if (!pattern.test(text)) fail();
    at = pattern.lastIndex;
  };
  const value = (): void => {
    space();
    const char = text[at];
    if (char === '{') {
      at++;
      space();
      if (text[at] === '}') return void at++;
      for (;;) {
        space();
        if (text[at] !== '"') fail();
        string();
        space();
        if (text[at] !== ':') fail();
        at++;
        value();
        space();
        if (text[at] === ',') at++;
        else if (text[at] === '}') return void at++;
        else fail();
      }
    }
    if (char === '[') {
      at++;
      space();
      if (text[at] === ']') return void at++;
      for (;;) {
        value();
        space();
        if (text[at] === ',') at++;
        else if (text[at] === ']') return void at++;
        else fail();
      }
    }
    if (char === '"') string();
    else if (char === 't') literal('true');
    else if (char === 'f') literal('false');
    else if (char === 'n') literal('null');
    else if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) number();
    else fail();
  };
  try {
    value();
    space();
    if (at < text.length) fail();
    return undefined;
  } catch (error) {
    if (error instanceof SyntaxAt) return error.offset;
    // Nesting deep enough to overflow the stack: no position to give.
    return undefined;
  }
}

class SyntaxAt {
  constructor(readonly offset: number) {}
}
