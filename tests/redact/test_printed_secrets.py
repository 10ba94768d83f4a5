"""A secret a command printed alone on its line, after the command line that names it (secret
stores and token commands the dev set does not use), and the lone lines that stay."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, redact

_TOKEN = "Zx8kQ2mWv7pL4nR9tY3bH6cJ1dF5gS0a"
_PASSWORD = "Lm4!qTz8Rw2x"


@pytest.mark.parametrize(
    "command",
    [
        "$ gh auth token",
        "$ heroku auth:token",
        "% lpass show --password acme/db",
        "PS C:\\> az keyvault secret show --vault-name kv --name db --query value -o tsv",
        "$ gcloud secrets versions access latest --secret=stripe",
        "$ aws secretsmanager get-secret-value --secret-id ci --query SecretString --output text",
        "$ keepassxc-cli show -s -a Password vault.kdbx web",
        "$ infisical secrets get DB_PASSWORD --plain",
        "$ vault kv get -field=api_value kv/ci",
    ],
)
@pytest.mark.parametrize("value", [_TOKEN, _PASSWORD])
def test_the_line_a_secret_command_printed_is_hidden(command: str, value: str) -> None:
    """The lone word after a command line that reads a credential is hidden, the next line kept."""
    out = redact(f"{command}\n{value}\nerror: could not write .env")
    assert value not in out, out
    assert out.endswith(f"{REDACTED}\nerror: could not write .env")


def test_a_settings_answer_of_name_then_value_is_hidden() -> None:
    """A server's settings listing, the name on one line and its value on the next, hides the
    value of a credential's setting."""
    out = redact(f'1) "dir"\n2) "/data"\n3) "requirepass"\n4) "{_PASSWORD}"')
    assert _PASSWORD not in out
    assert '2) "/data"' in out


@pytest.mark.parametrize(
    "text",
    [
        "$ kubectl get secret db -o name\nsecret/db\n",
        "$ gh auth status\nLogged in to github.example.com as octocat\n",
        "Token expired at\n2026-12-04T05:47:01Z\n",
        "$ pass ls\nacme/db/prod\n",
        "$ git log -1 --format=%h --author=ci\n8b1f0c2e9\n",
        "Password policy violated\nPasswordTooShort\n",
    ],
)
def test_lone_lines_that_are_no_secret_stay(text: str) -> None:
    """A path, a sentence, a date, a short id or a CamelCase name after such a line stays."""
    assert redact(text) == text
