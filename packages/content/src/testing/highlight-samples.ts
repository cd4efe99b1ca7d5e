/**
 * A short block in each grammar Folio highlights (by shiki's language id), written to reach the
 * grammar's harder parts: embedded languages, heredocs and other `end`s with back-references,
 * interpolation, comments and strings. Used to compare the regex engines.
 */
export const HIGHLIGHT_SAMPLES: Record<string, string> = {
  shellscript: `#!/usr/bin/env bash
set -euo pipefail
for f in "$@"; do echo "\${f%.txt} $(( 1 + 2 ))" | grep -E '^a' >> out.log 2>&1; done
cat <<EOF
Hello $USER
EOF
[[ -n "$x" ]] && alias ll='ls -la' || exit 1`,
  shellsession: `$ npm install --save shiki
added 12 packages in 2s
$ echo "done" && ls -la ~/.config`,
  powershell: `$items = Get-ChildItem -Path C:\\Temp -Filter *.log | Where-Object { $_.Length -gt 1kb }
function Get-Thing([string]$Name = "x") { Write-Host "Hi $Name" -ForegroundColor Green }
# comment
@"
here $items
"@`,
  javascript: `import { a } from './a.js';
const re = /ab+c/gi, t = \`x \${a(1)} y\`;
export default async function* gen(x = 2 ** 3) { yield* [x?.y ?? 0n, 0x1F]; }
class A extends B { #p = 1; static { } get v() { return this.#p; } }
// line comment
const html = /* html */ \`<div class="x">\${t}</div>\`;`,
  jsx: `export function App({ items }) {
  return <ul className="list">{items.map((i) => <li key={i.id} onClick={() => go(i)}>{i.name}</li>)}</ul>;
}`,
  typescript: `interface User<T extends object = {}> { readonly id: number; tags?: T[] }
type Keys = keyof User & \`on\${Capitalize<string>}\`;
enum Color { Red = 'r', Green = 'g' }
export const f = <T,>(x: T): x is T => x satisfies unknown as never;
declare module 'x' { export function g(this: Window, ...a: any[]): void; }
@Component({ selector: 'app' }) class C { constructor(private readonly s: Service) {} }`,
  tsx: `import type { FC } from 'react';
export const Card: FC<{ title: string }> = ({ title }) => <div data-x={1 as number}>{title}<br /></div>;`,
  json: `{ "name": "folio", "version": 1.5e3, "list": [true, false, null, "a\\u0041"], "nested": { "k": {} } }`,
  jsonc: `{
  // comment
  "a": 1, /* block */ "b": [1, 2,],
}`,
  json5: `{ unquoted: 'single', hex: 0xFF, trailing: [1, 2,], +inf: Infinity, // c
}`,
  yaml: `# comment
key: value
list:
  - a: 1
    b: "two"
  - &anchor { x: [1, 2] }
multi: |
  line one
  line two
ref: *anchor
---
date: 2024-01-01T00:00:00Z`,
  toml: `[package]
name = "folio"
version = "0.1.0"
[[bin]]
path = 'src/main.rs'
features = { default = ["a", "b"] }
date = 1979-05-27T07:32:00Z
s = """
multi"""`,
  ini: `; comment
[section]
key = value
name="quoted"`,
  python: `from typing import Optional
@dataclass
class User(Base):
    """Docstring."""
    def greet(self, name: str = "x", *args, **kw) -> Optional[str]:
        return f"Hello {name!r:>10} {self.age + 1}" if name else rb'\\d+'
async def main():
    async with lock: await asyncio.sleep(0.1)  # comment
match cmd:
    case [x, *rest]: print(lambda y: y ** 2)`,
  go: `package main
import ("fmt"; "strings")
type S struct { Name string \`json:"name"\` }
func (s *S) Hello(xs ...int) (int, error) {
	defer func() { recover() }()
	ch := make(chan map[string][]byte, 3)
	fmt.Printf("%s %d\\n", strings.ToUpper(s.Name), len(xs))
	return 0, nil
}`,
  rust: `use std::collections::HashMap;
#[derive(Debug, Clone)]
pub struct P<'a, T: Into<String>> { name: &'a str, v: Vec<T> }
impl<T> P<'_, T> where T: Into<String> {
    pub async fn run(&mut self) -> Result<(), Box<dyn std::error::Error>> {
        let r = r#"raw "string""#; println!("{} {:?}", r, self.name);
        match x { Some(1..=5) => {}, _ => unreachable!() } Ok(())
    }
}`,
  java: `package a.b;
import java.util.*;
@Override public final class Main<T extends Comparable<T>> implements Runnable {
  private static final String S = """
      text block
      """;
  public void run() { var l = List.of(1, 2); l.forEach(System.out::println); }
}`,
  kotlin: `data class User(val name: String, var age: Int = 0)
fun main() = runBlocking {
    val s = "Hi \${user.name} $age"
    listOf(1, 2).map { it * 2 }.filter { it > 2 }
    when (x) { is String -> println(x) else -> {} }
}`,
  swift: `import Foundation
struct User: Codable { let name: String; var age: Int? }
func greet(_ u: User) async throws -> String {
    guard let a = u.age else { return "none" }
    return "Hi \\(u.name), \\(a)" // comment
}`,
  ruby: `class User < Base
  attr_reader :name
  def greet(name = "x", *args, **opts, &blk)
    puts "Hi #{name}" unless name.nil?
    %w[a b].each { |x| yield x }
    text = <<~HEREDOC
      Hello #{name}
    HEREDOC
  end
end`,
  php: `<!DOCTYPE html>
<p><?php echo htmlspecialchars($name); ?></p>
<?php
namespace App;
final class User extends Model implements JsonSerializable {
    public function __construct(private readonly string $name = 'x') {}
    public function greet(): string { return "Hi {$this->name}" . <<<EOT
    heredoc $x
    EOT; }
}
$sql = "SELECT * FROM users WHERE id = ?";`,
  csharp: `using System;
namespace App {
  [Serializable] public record User(string Name, int Age);
  public static class P { public static async Task<int> Main(string[] args) {
    var s = $"Hi {args[0]:N2}"; var v = @"verbatim \\ path";
    return await Task.FromResult(args.Length is > 0 and < 5 ? 1 : 0); } }
}`,
  c: `#include <stdio.h>
#define MAX(a, b) ((a) > (b) ? (a) : (b))
typedef struct { int x; char *s; } P;
int main(int argc, char **argv) {
  /* comment */ printf("%d %s\\n", MAX(1, 2), argv[0]);
  return 0;
}`,
  cpp: `#include <vector>
template <typename T> concept Num = std::is_arithmetic_v<T>;
namespace a { class B : public C { public: B() = default; virtual ~B() override; }; }
int main() { auto l = [&](int x) -> int { return x * 2; }; std::vector<int> v{1, 2};
  const char* r = R"delim(raw \\ string)delim"; return 0; }`,
  html: `<!DOCTYPE html>
<html lang="en">
<head><style>body { color: red; } .a > b:hover { margin: 0 auto; }</style>
<script type="module">import x from './x.js'; console.log(\`\${x}\`);</script></head>
<body><!-- comment --><a href="/x?a=1&amp;b" onclick="go(1)">link</a><input disabled /></body>
</html>`,
  css: `@import url("x.css");
:root { --main: #ff0000; }
@media (max-width: 600px) { .a::before, #b[data-x="y"] { content: "\\201C"; color: rgb(0 0 0 / 50%); } }
@keyframes spin { from { transform: rotate(0deg) } }`,
  scss: `@use 'sass:math';
$gap: 4px !default;
@mixin flex($dir: row) { display: flex; flex-direction: $dir; }
.card { @include flex(column); &:hover { margin: math.div($gap, 2); } .title { color: darken(#333, 10%); } }
// comment`,
  xml: `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE note>
<root xmlns:x="urn:x"><x:item id="1">text &amp; more</x:item><![CDATA[ <raw> ]]><!-- c --></root>`,
  sql: `-- comment
SELECT u.id, COUNT(*) AS n FROM users u
LEFT JOIN orders o ON o.user_id = u.id
WHERE u.created_at > NOW() - INTERVAL '7 days' AND u.name LIKE 'a%'
GROUP BY u.id HAVING COUNT(*) > 1 ORDER BY n DESC;
CREATE TABLE t (id BIGSERIAL PRIMARY KEY, data JSONB NOT NULL DEFAULT '{}');`,
  graphql: `query GetUser($id: ID!, $first: Int = 10) @cached {
  user(id: $id) { ...UserFields posts(first: $first) { edges { node { title } } } }
}
fragment UserFields on User { id name }
type Mutation { create(input: CreateInput!): User }`,
  markdown: `# Title
Some *emphasis*, **strong**, \`code\` and a [link](https://x.dev "t").
- item
  1. nested
> quote

\`\`\`js
const x = 1;
\`\`\`

| a | b |
|---|---|
| 1 | 2 |`,
  mdx: `import { Card } from './card';
export const meta = { title: 'x' };
# Hello {meta.title}
<Card title="a" count={2}>Some **markdown** inside</Card>

\`\`\`python
print("hi")
\`\`\``,
  diff: `diff --git a/x b/x
index 1..2 100644
--- a/x
+++ b/x
@@ -1,3 +1,3 @@ context
-old line
+new line
 same`,
  docker: `FROM node:20-alpine AS build
ARG VERSION=1
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
RUN npm ci && \\
    npm run build # comment
ENV NODE_ENV=production PORT=3000
CMD ["node", "dist/main.js"]`,
  http: `POST /v1/users?x=1 HTTP/1.1
Host: api.example.com
Content-Type: application/json
Authorization: Bearer abc

{ "name": "x" }`,
  dart: `import 'package:flutter/material.dart';
class App extends StatelessWidget {
  const App({super.key});
  @override
  Widget build(BuildContext context) => Text('Hi \${user.name} $count');
  Future<void> load() async { final r = await http.get(Uri.parse(url)); }
}`,
  elixir: `defmodule Greeter do
  @moduledoc """
  Docs.
  """
  def hello(%{name: name} = user) when is_binary(name) do
    "Hi #{name}" |> String.upcase() |> IO.puts()
    ~r/ab+c/i
  end
end`,
  scala: `package a
case class User(name: String, age: Int = 0)
object Main extends App {
  val xs = List(1, 2).map(_ * 2)
  def greet[T <: AnyRef](u: T)(implicit ec: ExecutionContext): Future[String] = Future(s"Hi \${u} $xs")
  xs match { case h :: t => println(h) case Nil => () }
}`,
  lua: `local M = {}
function M.greet(name, ...)
  -- comment
  local s = string.format("Hi %s", name or "x")
  for i, v in ipairs({...}) do print(i, v) end
  return [[long
string]]
end
return M`,
  r: `library(dplyr)
df <- data.frame(x = 1:10, y = rnorm(10))
f <- function(a, b = 2, ...) { if (a > b) a %>% sum() else NULL }
df %>% filter(x > 5) |> summarise(m = mean(y)) # comment`,
  vue: `<template>
  <div :class="{ active: isActive }" @click="toggle">{{ message.toUpperCase() }}<slot name="x" /></div>
</template>
<script setup lang="ts">
import { ref } from 'vue';
const isActive = ref<boolean>(false);
</script>
<style scoped lang="scss">
.a { color: v-bind(color); }
</style>`,
  svelte: `<script lang="ts">
  export let name: string = 'x';
  $: upper = name.toUpperCase();
</script>
{#if name}<h1 on:click={() => (name = '')}>Hi {upper}!</h1>{:else}<p>none</p>{/if}
{#each items as item (item.id)}<li>{item}</li>{/each}
<style>h1 { color: red; }</style>`,
  make: `CC ?= gcc
SRC := $(wildcard src/*.c)
.PHONY: all clean
all: $(SRC:.c=.o)
\t$(CC) -o $@ $^ # comment
%.o: %.c
\t@echo "building $<"
clean:
\trm -f *.o`,
  nginx: `server {
  listen 443 ssl http2;
  server_name example.com;
  location ~* \\.(js|css)$ { expires 30d; add_header Cache-Control "public"; }
  location / { proxy_pass http://127.0.0.1:3000; } # comment
}`,
  proto: `syntax = "proto3";
package a.v1;
import "google/protobuf/timestamp.proto";
message User { string name = 1; repeated int32 ids = 2 [packed = true]; map<string, Value> m = 3; }
service S { rpc Get(GetRequest) returns (stream User); }`,
  hcl: `variable "region" {
  type    = string
  default = "us-east-1"
}
locals { tags = { for k, v in var.tags : k => upper(v) } }
name = "\${var.prefix}-app"`,
  terraform: `terraform {
  required_providers { aws = { source = "hashicorp/aws", version = "~> 5.0" } }
}
resource "aws_s3_bucket" "b" {
  bucket = "my-\${var.env}"
  count  = var.enabled ? 1 : 0
  tags   = merge(local.tags, { Name = "b" }) # comment
}`,
};
