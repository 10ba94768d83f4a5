"""A secret cut into pieces of one length near a credential word (a query's rows, an array's
literals, a chat's spoilers or code spans); Arabic's article glued on a code word, and the
spelling of the loanword with Persian's kaf."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, RedactionPolicy, redact

# (the last reads as a camel-case name, as a generator's piece may: the run takes it)
_PIECES = ("hT4kWq9z", "Rm2bXv7L", "pQ8sNc3Y", "ZwjkKdqF")


@pytest.mark.parametrize(
    "text",
    [
        # a query's rows
        "=> SELECT part FROM signing_key_parts ORDER BY n;\n part\n----------\n"
        + "\n".join(f" {piece}" for piece in _PIECES)
        + "\n(4 rows)",
        # an array's or a call's literals
        "-- hmac secret rebuilt: concat_ws('', " + ", ".join(f"'{p}'" for p in _PIECES) + ")",
        "const apiKey = [" + ", ".join(f'"{p}"' for p in _PIECES) + '].join("");',
        # a chat's spoilers, code spans, a rich text's runs
        "deploy token (click each): " + " ".join(f"||{p}||" for p in _PIECES),
        "API key: " + " ".join(f"`{p}`" for p in _PIECES),
        '{"text":"token: "},' + ",".join(f'{{"type":"text","text":"{p}"}}' for p in _PIECES),
    ],
)
def test_a_key_s_pieces_are_each_hidden(text: str) -> None:
    out = redact(text)
    assert not any(piece in out for piece in _PIECES), out
    assert REDACTED in out


@pytest.mark.parametrize(
    "text",
    [
        # ids listed after their noun
        "YouTube API key quota hit while fetching videos "
        + ", ".join(("dQw4w9WgXcQ", "9bZkp7q19f0", "kJQP7kiw5Fk")),
        "token refresh failed for user ids " + ", ".join(_PIECES),
        "auth: documents " + " ".join(_PIECES) + " not indexed",
        # one case only: access key ids, base32, hex
        "key shards: KQ3EGUH4PL2X, X9PLMN2QWR7T, M2ZTRW8KBV4N",
        "token shards 3f9a2c1b 7d4e8a0f 1c6b9e2d 5a8f3c7e",
        # words and camel-case names
        "auth methods: getToken refreshToken revokeToken",
        # two pieces, or no credential word
        "key parts: hT4kWq9z Rm2bXv7L",
        "chunks: " + " ".join(_PIECES),
    ],
)
def test_ids_words_and_pieces_of_one_case_stay(text: str) -> None:
    assert redact(text) == text


def test_switching_the_row_off_shows_the_pieces() -> None:
    text = "deploy token (click each): " + " ".join(f"||{p}||" for p in _PIECES)
    assert RedactionPolicy().without_rules("split_pieces").redact(text) == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("الكود متاعك للدخول: 296203", "296203"),
        ("والكود الجديد: 551874", "551874"),
        ("کود تأیید شما: 730951", "730951"),
    ],
)
def test_a_code_word_with_arabic_s_article_or_persian_s_kaf_hides_its_code(
    text: str, secret: str
) -> None:
    assert secret not in redact(text)


@pytest.mark.parametrize(
    "text",
    ["الكود البريدي: 11511", "كود الخطأ 4012", "رمز الخطأ: 5031", "کود پستی: 1439813"],
)
def test_an_error_s_or_a_postal_code_stays(text: str) -> None:
    assert redact(text) == text
