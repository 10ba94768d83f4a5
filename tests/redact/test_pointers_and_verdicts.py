"""Values that say where the secret is, or how it is, never what: a pointer (`see vault`,
`from-env`, `ask IT`), a place (`in 1Password`), a mask or a strength meter's verdict, an
exception's class that came instead of a value, a case's reference number, a tax id after a
code word."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, redact


@pytest.mark.parametrize(
    "text",
    [
        # a pointer, joined up or in words, in a table's cell too
        "DB_PASSWORD: from-vault (injected at deploy time)",
        "smtp.secret = ref",
        "api_token: see_keychain",
        "signing.secret: (stored in /etc/acme/signing.key)",
        "webhook secret: (defined in terraform.tfvars)",
        "| Service | User | Password |\n| VPN | ops | see runbook |",
        "| Router | admin | ask the network team |",
        "recovery passphrase: check the safe in room 4",
        # a place
        "the root password is kept in Bitwarden collection Infra",
        "admin password at VaultWarden folder Ops",
        # a mask, a verdict
        "client_secret: masked",
        "ldap bind password = withheld",
        "Password strength: weak (score 1 of 4)",
        "Kennwortstärke: strong",
        # an exception's class instead of a value
        "SLACK_TOKEN KeyError: 'SLACK_TOKEN' not set",
        "api_key = LookupError: no provider configured",
        # a policy's line
        "Passphrase Rules r3 — reviewed quarterly by security",
    ],
)
def test_a_note_of_where_or_how_stays(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    "text",
    [
        "Номер обращения принят. Код обращения: 40718233",
        "Код заявки: 55120934, статус: у роботі",
        "codice fiscale VRDLGU85M12F205X non valido",
        "código fiscal 1234ABCD5678EFGH rejeitado",
    ],
)
def test_a_case_s_reference_or_a_tax_id_stays(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # a real value next to the same words still goes
        ("password: Vq8#nL2!wz (see runbook for rotation)", "Vq8#nL2!wz"),
        ("DB_PASSWORD: fromV4ult!9x", "fromV4ult!9x"),
        ("api_key = sk_live_9fQ2vX7bL1mN8cR3tY6u", "9fQ2vX7bL1mN8cR3tY6u"),
        ("Password strength weak; password: Zt4!kq9Lm2", "Zt4!kq9Lm2"),
        ("passphrase: juniper lagoon ember kestrel", "juniper lagoon ember kestrel"),
        ("Код подтверждения: 518204", "518204"),
        ("codice di accesso 77104529", "77104529"),
        ("admin password is Xr7!pQ2mWv in the vault", "Xr7!pQ2mWv"),
        # (a long run ending like an exception's class is a value all the same)
        ("api_key=A000000Error&x=1", "A000000Error"),
        ("token = ConfigurationException", "ConfigurationException"),
    ],
)
def test_a_value_beside_such_words_is_still_hidden(text: str, secret: str) -> None:
    out = redact(text)
    assert secret not in out
    assert REDACTED in out
