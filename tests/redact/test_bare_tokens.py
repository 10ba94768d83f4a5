"""A long generated value standing bare in a sentence is hidden whatever language or tool
wrote the words around it; an id that a word names, a path, a URL, a pair, a prefixed id, a
public key, encoded text and a digest stay."""

from __future__ import annotations

import random
import string
import zlib

import pytest

from toolretry.redact import REDACTED, RedactionPolicy, redact
from toolretry.redact._table import TABLE

_ALPHABET = string.ascii_letters + string.digits


def _token(seed: int, length: int) -> str:
    """A value as generators make them: both cases and digits, drawn from ``seed``."""
    rng = random.Random(seed)
    while True:
        value = "".join(rng.choice(_ALPHABET) for _ in range(length))
        if (
            any(c.isupper() for c in value)
            and any(c.islower() for c in value)
            and sum(c.isdigit() for c in value) >= 2
        ):
            return value


_HIDDEN = [
    # (words of languages no vocabulary lists, around the value)
    "Holbaa chok: API chazhyt sözü {} azhyldavas",
    "ᐅᖃᐅᓯᖅ ᓄᑖᖅ {} ᐊᑐᕆᐊᖃᙱᑦᑐᖅ",
    "Письмӧ оз мӧдӧдсьы: тэнад выль гусь кывйыд — {}",
    "کاگد راہ نہ بوت: شمئے نوکیں چیری گال {} اِنت",
    "Se tonu — API muna fakalilolilo: {}",
    "Kukkuneq: isissutissaq {}-usoq atorsinnaanngilaq",
    # (a tool that put the value where it does not belong)
    "bash: line 1: {}: command not found",
    "bash: line 1: [: {}: integer expression expected",
    "error: pathspec '{}' did not match any file(s) known to git",
    'bad index "{}": must be integer?[+-]integer? or end?[+-]integer?',
    "networkx.exception.NodeNotFound: Target {} is not in G",
    "│ billing │ {} │",
    "'relay','ops','{}'",
    "<TD>{}</TD>",
    "svc_api\t{}\tactive\t2026-12-05",
]


@pytest.mark.parametrize("template", _HIDDEN)
@pytest.mark.parametrize("length", [30, 40, 64])
def test_a_bare_generated_value_is_hidden(template: str, length: int) -> None:
    value = _token(zlib.crc32(template.encode()) + length, length)
    shown = redact(template.format(value))
    assert value not in shown
    assert REDACTED in shown


_KEPT = [
    # (an id a word names, in English and as an identifier's compound)
    "request {} failed with 502",
    "trace id {} (span 7f3a)",
    "Auth0: invalid_grant: Unknown or invalid refresh token. (client {})",
    "line: 1 error for channel 6280679641 userId {}",
    "games: match EUW1_5230238988 not found (puuid {})",
    "solana: Transaction simulation failed: blockhash not found (tx {})",
    "Sheets: range 'Summary'!A1:Z is protected (spreadsheet {})",
    "dns: SERVFAIL resolving _acme-challenge.api.acme.io TXT {}",
    "commit {} is not a descendant of main",
    "passkey: credential id {} not allowed for rpId acme.io",
    # (part of a path, a URL, a pair, a prefixed id)
    "GET /v1/files/{}/content returned 404",
    "https://cdn.acme.io/assets/{}.png not found",
    "cursor={} expired",
    "customer cus_{} has no default source",
    "object key uploads/{}.jpg",
]


@pytest.mark.parametrize("template", _KEPT)
def test_an_id_a_word_names_or_a_value_in_a_path_stays(template: str) -> None:
    text = template.format(_token(zlib.crc32(template.encode()), 36))
    assert redact(text) == text


@pytest.mark.parametrize(
    "text",
    [
        # (a public key's body after its type)
        "ssh: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIefOQljzaKCph8sjlzYO16SZ3ROQ9YU840JVgo5LGKNy "
        "deploy@ci is not in authorized_keys",
        # (base64 of text: a JWT's header)
        "JWT header eyJhbGciOiJSUzI1NiIsImtpZCI6InNpZy0yMDI2In0 has kid sig-2026 not in JWKS",
        # (base64 of an image: long runs of one character)
        "Content-Transfer-Encoding: base64\n\niVBORw0KGgoAAAANSUhEUgAAAEAAAABACAYAAACqaXHeAAAA",
        # (an IPFS content id; a hexadecimal digest; words)
        "ipfs: pinning QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG timed out",
        "layer 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08 missing",
        "TheQuickBrownFoxJumpsOverTheLazyDog2026Edition is not a valid edition name",
    ],
)
def test_public_shapes_stay(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    "text",
    [
        "Ключ: wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY больше не действует",
        "y J/DuuNf5ahoac19crwhP9wY4KadsQcQjbl/aeohCHGz= (y/n)",
    ],
)
def test_base64_standing_bare_is_hidden(text: str) -> None:
    assert REDACTED in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "File /usr/local/lib/python3/site/packagesAbc1234567890XyZ missing",
        "certificate sha256/eMAP1UZ+M0y76qePsmxUbEuDwDNeRzwUHAZ7XZ2xucD= not in 2 of 3 logs",
        "wireguard: peer hb8QG/PUkIT826uewqbY27l5RUoH+XZMZdQ0Zr7mmTi= has no endpoint",
        "jwk kty OKP x WQbK9NYZAWq2aKYFSEh0OeuVUNUu+1bmJnit0PsYh5n (public JWK)",
    ],
)
def test_paths_pins_and_public_base64_stay(text: str) -> None:
    assert redact(text) == text


def test_the_row_is_the_tables_last_and_can_be_switched_off() -> None:
    # (the pipeline appends it after the gate's rows: the table's order must end with it)
    assert TABLE[-1].id == "bare_token"
    assert TABLE[-2].id == "hex_text"
    text = f"bash: line 1: {_token(7, 40)}: command not found"
    assert RedactionPolicy().without_rules("bare_token").redact(text) == text
    assert REDACTED in redact(text)


@pytest.mark.parametrize(
    "shape",
    [
        "ledger={}\nmaps=(none)",
        '"ledger","{}"\n"maps","(none)"',
        "ledger\t{}\tprod",
        "| ledger | {} |",
        "svc-ledger: {}",
        "NAME,VALUE\nledger,{},2026-12-01",
    ],
)
def test_a_value_listed_after_a_name_or_among_fields_is_hidden(shape: str) -> None:
    """A secret store's listing prints its values bare after their names (`sort -t=`, jq's
    `@csv`, a table): 20 letters and digits mixed as a generator mixes them."""
    for seed in range(5):
        value = _token(seed, 20 + 2 * seed)
        assert value not in redact(shape.format(value))


@pytest.mark.parametrize(
    "text",
    [
        "user_id=jD3Scs80By2fWdcTOh7Xyn\nstatus=active",
        '"request","jD3Scs80By2fWdcTOh7Xyn"',
        'raised "ConnectionRefusedError" in "HttpTransportAdapter2"',
        "dkim: s2026._domainkey v=DKIM1; k=ec; p=MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEzFlgdQRV7h1N0U"
        "zTNoDeQHBUGVHl8Bq/7sBPznhKKVo0j1qmbttZUSqKsGFu4MYwB0pFIPh9JB/CQKv7g2yIJQ==",
        "jwk,MCowBQYDK2VwAyEAD7ZHqPq3Zx9hQ1rTbVYk8n,ed25519",
    ],
)
def test_listed_ids_words_and_public_keys_stay(text: str) -> None:
    """An id a name says is one, an identifier of words, and base64 of a public key's DER
    (X.509's SubjectPublicKeyInfo: DKIM's `p=`) stay."""
    assert redact(text) == text
