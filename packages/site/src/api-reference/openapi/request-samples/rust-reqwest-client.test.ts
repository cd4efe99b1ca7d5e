import { HTTPSnippet } from '@readme/httpsnippet';
import { describe, expect, it } from 'vitest';
import { generateSamples } from './generate-samples.ts';
import type { SampleRequest } from './sample-request.ts';

const GET: SampleRequest = { method: 'GET', url: 'https://api.acme.test/pets', query: [], headers: [], cookies: [] };

function rust(request: SampleRequest): string {
  const [sample] = generateSamples(request, ['rust']);
  expect(sample?.lang).toBe('rust');
  return sample!.code;
}

describe('the Rust reqwest sample', () => {
  it('sends a JSON body through serde_json, query pairs, headers and cookies, and names its crates', () => {
    const code = rust({
      ...GET,
      method: 'POST',
      query: [
        ['tag', `it's "a" dog`],
        ['tag', 'b'],
      ],
      headers: [
        ['Authorization', 'Bearer <token>'],
        ['Content-Type', 'application/json'],
      ],
      cookies: [['session', 'abc 1']],
      body: { mimeType: 'application/json', text: '{"name":"Rex \\\\ é","tags":["a"],"owner":{"id":null}}' },
    });
    expect(code).toContain('// reqwest = { version = "0.12", features = ["json"] }\n// serde_json = "1"\n');
    expect(code).toContain('use serde_json::json;\n\n#[tokio::main]\nasync fn main()');
    expect(code).toContain('.post("https://api.acme.test/pets")');
    expect(code).toContain(`.query(&[("tag", r#"it's "a" dog"#), ("tag", "b")])`);
    expect(code).toContain('.header("Authorization", "Bearer <token>")');
    expect(code).toContain('.header(reqwest::header::COOKIE, "session=abc%201")');
    // reqwest's `.json` sets the Content-Type itself.
    expect(code).not.toContain('"Content-Type"');
    expect(code).toContain(
      '.json(&json!({\n            "name": "Rex \\\\ é",\n            "tags": [\n                "a"\n            ],\n            "owner": {\n                "id": null\n            }\n        }))',
    );
    expect(code).toContain('.send()\n        .await?;');
  });

  it('sends a form body as `.form` pairs and a short request on one line', () => {
    const form = rust({
      ...GET,
      method: 'POST',
      headers: [['Content-Type', 'application/x-www-form-urlencoded']],
      body: { mimeType: 'application/x-www-form-urlencoded', text: 'grant_type=client_credentials&scope=a%20b' },
    });
    expect(form).toContain('.form(&[("grant_type", "client_credentials"), ("scope", "a b")])');
    expect(form).toContain('// reqwest = "0.12"\n');
    expect(rust(GET)).toContain('    let response = client.get("https://api.acme.test/pets").send().await?;');
  });

  it('builds a multipart form from the example object, and from httpsnippet params with a file', () => {
    const code = rust({
      ...GET,
      method: 'POST',
      headers: [['Content-Type', 'multipart/form-data']],
      body: { mimeType: 'multipart/form-data', text: '{"title":"x","count":3}' },
    });
    expect(code).toContain('features = ["multipart"]');
    expect(code).toContain(
      'let form = reqwest::multipart::Form::new()\n        .text("title", "x")\n        .text("count", "3");',
    );
    expect(code).toContain('.multipart(form)');
    expect(code).not.toContain('multipart/form-data');

    const [viaLibrary] = new HTTPSnippet({
      method: 'POST',
      url: 'https://api.acme.test/upload',
      httpVersion: 'HTTP/1.1',
      queryString: [],
      headers: [],
      cookies: [],
      headersSize: -1,
      bodySize: -1,
      postData: {
        mimeType: 'multipart/form-data',
        params: [
          { name: 'note', value: 'hi' },
          { name: 'photo', fileName: 'photo.png', contentType: 'image/png' },
        ],
      },
    } as never).convert('rust' as never, 'reqwest');
    expect(viaLibrary).toContain('.text("note", "hi")');
    expect(viaLibrary).toContain(
      'reqwest::multipart::Part::bytes(std::fs::read("photo.png")?)\n                .file_name("photo.png"),',
    );
  });

  it('names other methods through reqwest::Method and escapes text a raw string cannot hold', () => {
    expect(rust({ ...GET, method: 'OPTIONS' })).toContain('.request(reqwest::Method::OPTIONS, ');
    expect(rust({ ...GET, method: 'purge' })).toContain('reqwest::Method::from_bytes(b"PURGE")?');
    const text = rust({
      ...GET,
      method: 'PUT',
      headers: [['Content-Type', 'text/plain']],
      body: { mimeType: 'text/plain', text: 'a "b"\r\nc \ud800' },
    });
    expect(text).toContain('.header("Content-Type", "text/plain")');
    expect(text).toContain('.body("a \\"b\\"\\r\\nc \ufffd")');
  });
});
