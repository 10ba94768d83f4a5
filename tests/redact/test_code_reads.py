"""Code that reads a secret from elsewhere (`os.getenv("PW")`, `process.env.DB_PASSWORD`,
`getenv('WP_DB_PASSWORD')` in a pair) names where the value is kept, a fact a coding agent
needs; a literal written in the same place is still hidden."""

from __future__ import annotations

import secrets

import pytest

from toolretry.redact import REDACTED, redact

# (how code reads a secret, in several languages and frameworks), each after a credential name
READS = [
    'password = os.getenv("DB_PASSWORD")',
    "password = os.environ['DB_PASSWORD']",
    'String password = System.getenv("DB_PASSWORD");',
    'password = getenv("PW")',
    "password = getpass.getpass()",
    "define( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );",
    "define('AUTH_KEY', env('WP_AUTH_KEY'));",
    "setup('api_key', os.environ.get('STRIPE_KEY'))",
    "const password = process.env.DB_PASSWORD;",
    "SECRET_KEY = settings.DJANGO_SECRET_KEY",
    "api_key: config.STRIPE_API_KEY",
    "token = env.GITHUB_TOKEN",
    "secret = secrets.WEBHOOK_SIGNING_SECRET",
]


@pytest.mark.parametrize("text", READS)
def test_code_that_reads_a_secret_is_kept(text: str) -> None:
    assert redact(text) == text


def _literal() -> str:
    return "Q" + secrets.token_urlsafe(12).replace("-", "x").replace("_", "y") + "7"


# (the same places with a literal in them): the literal is hidden
WRITES = [
    'password = "{v}"',
    "password = '{v}'",
    'String password = "{v}";',
    "define( 'DB_PASSWORD', '{v}' );",
    "setup('api_key', '{v}')",
    "const password = '{v}';",
    "api_key: {v}",
    "token = {v}",
    "password={v}",
]


@pytest.mark.parametrize("template", WRITES)
@pytest.mark.parametrize("run", range(3))
def test_a_literal_in_the_same_place_is_hidden(template: str, run: int) -> None:
    value = _literal()
    out = redact(template.format(v=value))
    assert value not in out
    assert REDACTED in out


@pytest.mark.parametrize(
    "text",
    [
        "password: hunter2(x)",  # a value with a digit, then a bracket: no reader's name
        "password=Xk9q(",
        "password: aB3.Qz_Z",  # a dotted value whose end is no constant's name
        "password=abc.DEF",
    ],
)
def test_a_value_shaped_like_a_secret_before_a_bracket_is_still_hidden(text: str) -> None:
    assert REDACTED in redact(text)
