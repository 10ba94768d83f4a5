"""Secrets that a command's syntax places (not a flag's name), keys of other languages as
argument names, and the identifiers beside credential words a model needs: each family tried on
inputs of its own (none taken from the held-out sets under benchmarks/)."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, RedactionPolicy, is_secret_name, redact

PASSWORD = "Hv3$kQ9zLm"
KEY = "Tn4qWz8LpX2vKr7mBc5sYd9Fh"


@pytest.mark.parametrize(
    "command",
    [
        'ldapwhoami -x -D cn=ops,dc=corp -w"{p}"',
        "sqlcmd -S tcp:db7 -U loader -P {p} -i init.sql",
        "pscp -pw {p} build.tgz ops@files:/srv",
        "db2 CONNECT TO INVENTORY USER db2admin USING {p}",
        "impdp hr/{p}@XEPDB1 directory=DATA_PUMP_DIR",
        "net use Y: \\\\files7\\share {p} /user:CORP\\ops",
        "composer config http-basic.pkgs.corp.io deploy {p}",
        "bundle config set --local gems.corp.io deploy:{p}",
    ],
)
def test_passwords_placed_by_a_commands_syntax(command: str) -> None:
    """A password a command's documented syntax places (`USING`, `u/p@db`, `http-basic`...) is
    hidden, the command kept."""
    out = redact(command.format(p=PASSWORD))
    assert PASSWORD not in out
    assert REDACTED in out


@pytest.mark.parametrize(
    "command",
    [
        "hf-cli login {k}",
        "dotnet nuget push app.nupkg -k {k} -s https://feed.corp.io",
    ],
)
def test_generated_keys_placed_by_a_commands_syntax(command: str) -> None:
    """A generated-looking key after `TOOL login` or `-k` is hidden."""
    assert KEY not in redact(command.format(k=KEY))


@pytest.mark.parametrize(
    "command",
    [
        "mysql -h db -P 3306 -u app shop",
        "xargs -P 8 -n 1 gzip",
        "curl -k https://localhost:8443/health",
        "connected as user bob using ssh",
        "npm install @corp/ui@4.2.0",
        "npm login --scope=@corp",
    ],
)
def test_command_lines_without_a_secret_stay(command: str) -> None:
    """Ports, counts, URLs and words in those places stay."""
    assert redact(command) == command


@pytest.mark.parametrize(
    "text",
    [
        'sentry: DSN key looks wrong: "{k}"',
        "license token must be 26 characters, received '{k}'",
    ],
)
def test_a_key_a_validator_echoes(text: str) -> None:
    """A generated-looking value a validator echoes after a credential's name is hidden."""
    assert KEY not in redact(text.format(k=KEY))


@pytest.mark.parametrize(
    "name",
    [
        "Kennwort", "Datenbankkennwort", "mot_de_passe_admin", "contraseña_nueva", "senha",
        "пароль_администратора", "管理员密码", "パスワード", "암호", "heslo", "jelszó",
        "salasana", "lozinka", "токен", "访问令牌", "chiave_api", "clé_privée", "ключ_доступа",
        "segredo", "geheimnis",
    ],
)  # fmt: skip
def test_key_names_of_other_languages_are_secret(name: str) -> None:
    """An argument or dict key named for a credential in another language holds a secret."""
    assert is_secret_name(name)
    params = RedactionPolicy().redact_params({name: PASSWORD, "host": "db7"})
    assert params[name] == REDACTED
    assert params["host"] == "db7"


@pytest.mark.parametrize(
    "name",
    [
        "nombre", "benutzername", "usuario", "имя_пользователя", "用户名", "ユーザー名", "키보드",
        "ключевое_слово", "timeout", "validate_password.policy", "api_key_id",
    ],
)  # fmt: skip
def test_ordinary_key_names_of_other_languages_stay(name: str) -> None:
    """A name of another language (or English) that names no credential is no secret name."""
    assert not is_secret_name(name)


def test_the_id_of_a_private_key_is_secret() -> None:
    """`private_key_id` is the key file's own; an access key's id stays public."""
    assert is_secret_name("private_key_id")
    assert not is_secret_name("AccessKeyId")


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("put failed (sort key session#7f3a9c2e41b0d8f6a5c4e3d2b1a09f8e)", "7f3a9c2e41b0d8f6a5c4"),
        ("log group /svc/token/5b1e0c9d8a7f6e5d4c3b2a1908f7e6d5 missing", "5b1e0c9d8a7f6e5d"),
        ("webhook retried (idempotency key 0a9b8c7d6e5f40312a3b4c5d6e7f8091)", "0a9b8c7d6e5f4031"),
        ("Invalid token for GET /v2/accounts/Qm3kR8zLp2WvX7nT4bYc", "/v2/accounts/Qm3kR8zLp2"),
        ("auth lookup failed (uid K7pQ2mZx9WvL3nR8tYb4cD6f)", "K7pQ2mZx9WvL3nR8tYb4cD6f"),
        ("pulled registry.io/team/auth:2.0@sha256:" + "ab12" * 16, "ab12ab12ab12"),
        ("Redis: DEL token:cafe0123beef4567:meta failed", "token:cafe0123beef4567:meta"),
        ('{"required":["keys:write","credentials:list"]}', "credentials:list"),
        ("RequestToken: 6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b", "6f1e2d3c-4b5a"),
        ('commit: "auth: rotate signing keys daily"', "rotate signing keys"),
        ('OAuth2: {"error":"invalid_grant","error_description":"code expired"}', "invalid_grant"),
        ("lint: weak-password-check lib/auth/hashers.py:88 flagged", "lib/auth/hashers.py"),
        ("SealedSecret: Secret was not unsealed", "Secret was not"),
        ("GET session:4c3b2a1908f7e6d5c4b3a2918f7e6d5c returned nil", "4c3b2a1908f7e6d5"),
        ("ExternalSecret billing/mail-creds: provider error", "billing/mail-creds"),
    ],
)
def test_identifiers_beside_credential_words_stay(text: str, fact: str) -> None:
    """Keys, paths, ids, scopes, sentences and error bodies beside a credential word stay."""
    assert fact in redact(text)
