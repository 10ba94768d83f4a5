"""Secret names by their shape (compounds, plurals, other languages' words typed without their
marks, romanised or bent), and generated values under names that say nothing."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, is_secret_name, redact, redact_value

SHAPED_SECRET_NAMES = [
    # a password glued to what it opens
    "truststorepass", "ROOTPASS", "smtppass", "mailPass", "proxypass",
    # a list of one-time codes, the seed of a code generator, a pepper
    "backup_codes", "mfaCodes", "MFA_SEED", "hotp_seed", "authenticatorSeed", "PEPPER",
    "wallet_phrase", "UNLOCK_PHRASE_V2",
    # other languages' words typed without their marks
    "losenord", "slaptazodis", "fjalekalimi", "salasona", "mat_khau", "api_schlussel",
    "atslega", "Contrasinal",
    # other scripts' words romanised
    "kleidi_api", "mafteach", "mystiko", "klyuch", "kodikos_prosvasis",
]  # fmt: skip

ORDINARY_NAMES = [
    "bypass", "compass", "encompass", "firstpass", "overpass", "random_seed", "seed", "rng_seed",
    "seed_data", "zip_codes", "error_codes", "status_codes", "voti", "pepper_count", "phrases",
    "order_ids", "passes",
]  # fmt: skip


@pytest.mark.parametrize("name", SHAPED_SECRET_NAMES)
def test_shaped_names_are_secret(name: str) -> None:
    """A name whose shape says it holds a credential hides its value in any channel."""
    assert is_secret_name(name)
    assert redact_value({name: "Zq8!vTr2#pLk"}) == {name: REDACTED}


@pytest.mark.parametrize("name", ORDINARY_NAMES)
def test_ordinary_names_stay(name: str) -> None:
    """Words that merely end like a secret's name (`bypass`, `random_seed`) keep their value."""
    assert not is_secret_name(name)
    assert redact_value({name: "ordinary"}) == {name: "ordinary"}


@pytest.mark.parametrize("name", ["arg0", "a", "val", "param_3", "input", "ARG_1", "v2"])
@pytest.mark.parametrize(
    "value",
    [
        "Ws96XIGZdmpIUBJKy57t0rd-01hoc3dd9J8Uz85F",
        "-4ttakWmpf8G5zsC7LgflI-nPCSalpaUJxJ_mdCP",
        "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
        "Qm9vdC9zZWNyZXQ/dmFsdWU+Kz0xMjM0NTY3OA==",
    ],
)
def test_generated_value_under_generic_name(name: str, value: str) -> None:
    """A random-looking run (base64, hex) under a name that says nothing of it is hidden."""
    assert redact_value({name: value, "host": "db01"}) == {name: REDACTED, "host": "db01"}


@pytest.mark.parametrize(
    "value",
    [
        "2f1c9e4a-8b7d-4e6f-9a3b-1c2d3e4f5a6b",
        "exports/2025/q3/Report_Final_v2.csv",
        "getUserAccountSettings2",
        "short1A",
        "the quick brown fox jumps over 2 dogs",
        "ABCDEF0123456789ABCD",
    ],
)
def test_ordinary_value_under_generic_name(value: str) -> None:
    """A UUID, a path, an identifier, text or a short value under `arg1` is kept."""
    assert redact_value({"arg1": value}) == {"arg1": value}


def test_generated_value_under_an_identifier_name_stays() -> None:
    """A name that says what its value is (a commit, a request id) keeps a generated value."""
    sha = "3b18e512dba79e4c8300dd08aeb37f8e728b8dad"
    rid = "Xq2vB7kLp9RtY4wZ8mN3cD6f"
    assert redact_value({"commit_sha": sha, "request_id": rid}) == {
        "commit_sha": sha,
        "request_id": rid,
    }


@pytest.mark.parametrize(
    "text",
    [
        "Λάθος συνθηματικού: Hq7!mZp2wQ9x",
        "οι κωδικοί Rt5#vWq8Lp2z έληξαν",
        "המשתמש שכח את סיסמתו Kd8#pQ2zLm4v אתמול",
        "סיסמתכם: Vb3$kLq9Zw1x",
    ],
)
def test_greek_and_hebrew_bent_password_names(text: str) -> None:
    """A Greek noun's replaced ending and Hebrew's construct or possessive still name a password."""
    secret = next(word for word in text.split() if sum(c.isdigit() for c in word) >= 2)
    assert secret not in redact(text)


def test_greek_code_without_a_value_stays() -> None:
    """A Greek error code (`κωδικός σφάλματος 500`) is not a password's value."""
    text = "Ο κωδικός σφάλματος 500 επέστρεψε από τον διακομιστή"
    assert redact(text) == text


@pytest.mark.parametrize("name", ["for_invoice", "unlockWith", "schlüssel_x", "カギ", "vpn", "0"])
@pytest.mark.parametrize(
    "value",
    [
        "nT4bV8qLz2XcR7mW1pKd9sJf3HyG6aEu0BoQ",
        "7c0d5e9a1b3f48e2a6d0c9b8e7f6a5d4c3b2a1f0e9d8c7b6a5f4e3d2c1b0a9f8",
        "Zm9vYmFyOmJheiBxdXV4IGNvcmdlIGdyYXVsdA/+=",
    ],
)
def test_generated_value_under_any_name_that_is_no_identifier(name: str, value: str) -> None:
    """A random-looking run is hidden under a name that does not say it is an identifier."""
    assert redact_value({name: value, "host": "db01"}) == {name: REDACTED, "host": "db01"}


@pytest.mark.parametrize(
    ("name", "value", "kept"),
    [
        ("login", "svc:Yx3vQm8Lp2RtK7nWz4Bc9DfGh6Js", "svc:"),
        ("target", "ldap://dir.acme.io/ou=ops/Kq8vN2xLm5RtY7wZ3bC6dF9gH1jP", "ldap://dir.acme.io/"),
        ("env", '["TZ=UTC", "Wq4xN8vL2mRt6YbZ9cKd3FgH7jPs5T"]', "TZ=UTC"),
        ("memo", "the new one is Hp4$kWz9Lq (old one revoked)", "the new one is"),
        ("combo", "report:kTqPwE^mnZxo", "report:"),
    ],
)
def test_shapes_inside_a_value_are_hidden_alone(name: str, value: str, kept: str) -> None:
    """A key or a typed password inside a longer value is hidden, and the rest stays."""
    shown = redact_value({name: value})[name]
    assert REDACTED in shown
    assert kept in shown
    secret = max(value.replace('"', " ").replace(":", " ").replace("/", " ").split(), key=len)
    assert secret not in shown


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("commit_sha", "3b18e512dba79e4c8300dd08aeb37f8e728b8dad"),
        ("next_cursor", "eyJvZmZzZXQiOjEwMCwibGltaXQiOjUwfQ"),
        ("object_key", "uploads/2026/Xq2vB7kLp9RtY4wZ8mN3cD6f.png"),
        ("partition_key", "Xq2vB7kLp9RtY4wZ8mN3cD6fQ1"),
        ("image", "nginx@sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"),
        ("pattern", r"^[A-Z][a-z]+\d{2,}!$"),
        ("email", "Ana.Lopez2@Example.com"),
        ("version", "v2.14.0-Beta3"),
        ("when", "2026-12-04T21:05:00Z"),
        ("query", "SELECT * FROM orders WHERE region = 'EU' AND total > 100"),
        ("code", "def f(x):\n    return x ** 2  # CamelCase!"),
        ("title", "Q3 Review: Revenue up 12% (CamelCase OK!)"),
        ("path", "/srv/data/Report_Final_v2.csv"),
        ("url", "https://docs.acme.io/guide/Getting-Started#Install2"),
        ("hashtag", "iPhone#Pro"),
    ],
)
def test_identifiers_and_ordinary_values_stay(name: str, value: str) -> None:
    """Identifiers a name declares, patterns, addresses, versions, code and prose are kept."""
    assert redact_value({name: value}) == {name: value}


def test_a_list_item_is_judged_by_its_shape() -> None:
    """An item of a list has no name to declare it an identifier: a key there is hidden."""
    key = "Lm7qP2vX9sKd4RbT8wNc3YhZ6gJf1Ea0"
    assert redact_value({"args": ["eu-west-1", key, 3600]}) == {
        "args": ["eu-west-1", REDACTED, 3600]
    }
