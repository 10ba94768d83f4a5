"""redfix7's dev set of innocents: messages of the dev set's families (encodings, escapes,
base64 of JSON, inflected credential words in other languages, vendor-like prefixes, config
syntaxes) that hold no secret but a fact a model needs, marked ``⟦like this⟧``.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_innocents_dev9.py [--verbose]
"""

from __future__ import annotations

import sys

from _heldout_innocents_harness import Message, corpus, main

SEED = 9_2026_12_04_8

ENCODED = r"""
{"\u540d\u524d": "⟦tanaka⟧", "\u72b6\u614b": "⟦locked⟧"} (request ⟦«uuid»⟧)
{"\u0074\u006f\u006b\u0065\u006e\u005f\u0074\u0079\u0070\u0065": "⟦refresh⟧", "expires_in": ⟦3600⟧}
{"\u30d1\u30b9\u30ef\u30fc\u30c9\u30dd\u30ea\u30b7\u30fc": "⟦min 12 chars⟧"} rejected
{"\u5bc6\u7801\u5f3a\u5ea6": "⟦weak⟧", "\u7528\u6237": "⟦li⟧"} validation failed
&#112;&#97;&#115;&#115;&#119;&#111;&#114;&#100; reset link for ⟦ana@acme.io⟧ expired (id ⟦«h32»⟧)
<td>key&colon; ⟦orders/2026/12/«h40».parquet⟧</td> not found
&lt;token&gt; expected at line ⟦12⟧, got &lt;⟦EOF⟧&gt;
sha256&equals;⟦«h64»⟧ mismatch for ⟦app-1.4.2.tar.gz⟧
commit&nbsp;⟦«h40»⟧ not found in ⟦acme/api⟧
QP: Your order ⟦«d8»⟧ =3D ⟦«U12»⟧ could not be shipped to=\n Berlin
Subject: =?UTF-8?Q?Passwort_zur=C3=BCcksetzen?= for ⟦user «d6»⟧ bounced (id ⟦«A24»⟧)
GET /search?q=%70assword%20policy&page=⟦3⟧ returned ⟦500⟧ (trace ⟦«h32»⟧)
redirect to /cb?state=⟦«l16»⟧%26code_challenge_method%3D⟦S256⟧ failed
next page token ⟦eyJwYWdlIjogMywgInNvcnQiOiAiY3JlYXRlZF9hdCJ9⟧ invalid (cursor expired)
base64:\n⟦eyJvcmRlciI6ICJPUkQtMjAyNiIsICJzdGF0dXMiOiAic2hpcHBlZCJ9⟧\n(part rejected)
cursor ⟦eyJpZCI6IDEyMzQ1LCAidG9rZW5fY291bnQiOiA4MDB9⟧ out of range (limit ⟦100⟧)
'\x74\x6f\x6b\x65\x6e' is not a valid UTF-8 identifier at byte ⟦«d3»⟧ of ⟦schema.json⟧
db.pass\u0077ord.min_length=⟦12⟧ is below the policy (file ⟦app.properties⟧)
{"\u006b\u0065\u0079": "⟦«uuid»⟧", "kind": "⟦tenant⟧"} not found
{"secret_name": "\u0070\u0072\u006f\u0064\u002f⟦db⟧", "version": "⟦«h32»⟧"} unknown
"""

WORDS = r"""
Salasanan vaihto epäonnistui: käyttäjä ⟦ana⟧ (pyyntö ⟦«uuid»⟧)
A felhasználó jelszava lejárt ⟦2026-11-30⟧ óta (azonosító ⟦«d8»⟧)
Kullanıcı şifresi sıfırlandı: talep ⟦«h32»⟧ (hesap ⟦ahmet⟧)
Lösenordet har gått ut för ⟦ana@acme.se⟧ (ärende ⟦«d6»⟧)
Adgangskoden udløber om ⟦14⟧ dage for ⟦«uuid»⟧
Ошибка: вход с паролем для ⟦admin⟧ запрещён политикой ⟦LDAP-42⟧
비밀번호가 만료되었습니다 (사용자 ⟦kim⟧, 요청 ⟦«h32»⟧)
Heslem nelze přihlásit účet ⟦jan.novak⟧ (pokus ⟦«d2»⟧ z 5)
Błąd: hasłem nie można zalogować do ⟦«uuid»⟧
Passwords must be at least ⟦12⟧ characters (policy ⟦PWD-STRONG⟧)
gsk_ prefix expected in ⟦GROQ_API_KEY⟧, got an empty string
tokenizer ⟦gpt2⟧ produced ⟦«d4»⟧ tokens for document ⟦«h40»⟧
Environment="⟦LOG_LEVEL=debug⟧" ignored in ⟦web.service⟧
{ :db/user "⟦ci⟧" :db/timeout ⟦30⟧ } missing :db/password
"""


def messages() -> list[Message]:
    return corpus(SEED, (("encoded", ENCODED), ("words", WORDS)))


if __name__ == "__main__":
    sys.exit(main("dev 9 (redfix7)", __doc__ or "", messages()))
