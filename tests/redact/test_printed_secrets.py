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


@pytest.mark.parametrize(
    "text",
    [
        "Your authenticator secret: k3Vq 9xMw Tz2L pR7n",
        "Recovery codes (keep them safe):\n4f2ac-91cc0  0b7ed-35fa8  c177e-25d09  e4b61-a8c13",
        "seed for the device: Q7mX-2LkP W9zR-4TnV H5cB-8JdF K1sG-6YqE",
    ],
)
def test_a_key_printed_in_groups_is_hidden(text: str) -> None:
    """Groups of one shape after a word saying they are to be typed or kept (an
    authenticator's key, recovery codes, a seed), together generated-looking, are hidden."""
    out = redact(text)
    assert out.endswith(REDACTED), out


@pytest.mark.parametrize(
    "text",
    [
        "backup error codes: E001 E002 E003 E004",
        "recovery key columns: name city zone kind",
        "seed counts: 1024 2048 4096 8192 per request",
    ],
)
def test_groups_that_are_no_key_stay(text: str) -> None:
    """Words, error codes and numbers in groups stay."""
    assert redact(text) == text


@pytest.mark.parametrize(
    ("text", "rest"),
    [
        ("api token Zx8kQ2mWv7pL4nR9-\ntY3bH6cJ1dF5gS0a (page 3)", "tY3bH6cJ"),  # hyphenated
        ("| ci | secret: Zx8kQ2mWv7pL<br/>4nR9tY3bH6cJ1dF5 |", "4nR9tY3b"),  # an HTML break
        ("password: Qx7pLm2Rw9zTäöüKpL3 rejected", "KpL3"),  # a letter beyond ASCII
        ("Passwort: Tz8!mKq2xRÃ©Lp4wQ abgelehnt", "Lp4wQ"),  # UTF-8 read as Latin-1
    ],
)
def test_the_rest_of_a_split_value_goes_with_it(text: str, rest: str) -> None:
    """A value broken by a layout's hyphen, an HTML line break or a letter the rows' classes
    do not hold is hidden whole."""
    out = redact(text)
    assert rest not in out, out
    assert REDACTED in out


def test_a_shippers_cut_marks_join_the_pieces() -> None:
    """A log line cut with `[partial]` and continued after the same prefix with `[cont]` is one
    value."""
    prefix = "2026-01-02T03:04:05Z host7 svc[12]:"
    text = f"{prefix} auth token=Zx8kQ2mWv7pL4nR9 [partial]\n{prefix} [cont] tY3bH6cJ1dF5gS0a ok"
    out = redact(text)
    assert "tY3bH6cJ" not in out
    assert out.endswith(" ok")


@pytest.mark.parametrize(
    "text",
    [
        "$ docker exec nexus cat /nexus-data/admin.password\n7c9e6679-7425-40de-944b-e07fc1f90ae7",
        "$ consul acl bootstrap -format=json | jq -r .SecretID > token\n$ cat token\n"
        "3f2a1b4c-9d8e-4f70-a1b2-c3d4e5f60718",
    ],
)
def test_a_uuid_printed_alone_under_a_credentials_name_is_hidden(text: str) -> None:
    assert text.rsplit("\n", 1)[1] not in redact(text)


def test_a_uuid_printed_alone_under_other_words_is_kept() -> None:
    text = "$ uuidgen\n7c9e6679-7425-40de-944b-e07fc1f90ae7"
    assert redact(text) == text
