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
