"""Recovery and backup codes, passphrases of ordinary words, cells of printed tables, and lone
values a command prints (a random value, a pre-shared key file's line), in many languages and
tools: each hidden. Their look-alikes (error codes, dates, prose after a phrase's name, a
table's other columns, names in code, notes of where a value comes from) kept."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, redact

HIDDEN = [
    # recovery and backup codes, as printed: groups, one run, digits between blanks
    ("recovery code: LRBRG-CYPRR-9OK9M-CZY4F-AGNIF", "CYPRR-9OK9M"),
    ("My recovery code is 0d03e-69fd5, does it still work?", "0d03e-69fd5"),
    ("backup codes: 2149 9453", "9453"),
    ("Mein Wiederherstellungscode ist 7b143-fc40f — geht der noch?", "7b143-fc40f"),
    ("código de recuperación: SUWX-0QX6-J5RR-FPWA", "SUWX-0QX6"),
    ("kod odzyskiwania: KEWA802FG8EEY9JCE4TNNR2Y", "KEWA802FG8"),
    ("Код восстановления: A3-PGAY16-GHH0Z4-QK6FK.", "PGAY16-GHH0Z4"),
    ("回復コード: 0e5c9-751a2(未使用)", "0e5c9-751a2"),
    ("رمز الاسترداد: 9DGW-0LMU-29LW-NQ21", "9DGW-0LMU"),
    ("קוד שחזור: 9549 3676", "9549 3676"),
    ("पुनर्प्राप्ति कोड: YVCNC9UB80UGDBO975540AGK", "YVCNC9UB80"),
    ("kurtarma kodu: 4SYVX-6GQDK-3FNKG işe yaramıyor", "4SYVX-6GQDK"),
    # a passphrase of ordinary words after a phrase's name
    ("passphrase: zephyr reef fjord willow cedar", "reef fjord"),
    ("Passphrase: Zephyr Reef Fjord Willow", "Reef Fjord"),
    ("φράση πρόσβασης: amber lagoon juniper cedar", "lagoon juniper"),
    ("密码短语：mesa nectar zephyr dune，请妥善保管。", "nectar zephyr"),
    ("백업 저장소 암호 문구: juniper thicket willow yarrow (변경 금지)", "thicket willow"),
    ("საიდუმლო ფრაზა: juniper dune inlet amber", "dune inlet"),
    ("frase de contraseña: amber lagoon cedar savanna", "lagoon cedar"),
    ("ไฟล์ถูกเข้ารหัสด้วยวลีรหัสผ่าน prairie nectar upland kelp ห้ามเผยแพร่", "nectar upland"),
    # cells under a header that names a credential, and a name/value table's secret rows
    (
        " provider | token                            | updated\n"
        "----------+----------------------------------+------------\n"
        " deputy   | a665d7ad0a19c0f8698ba20c040cea0f | 2026-11-30\n(1 row)",
        "a665d7ad0a19",
    ),
    (
        "name        provider   api_key\n----------  ---------  ---------------------------\n"
        "prices-etl  intrinio   nzsJjmCM5dnwrt2EMEB1xkG/xr21",
        "nzsJjmCM5dnw",
    ),
    (
        "+----------+--------------------+\n| name     | value              |\n"
        "+----------+--------------------+\n| DB_NAME  | shop               |\n"
        "| AUTH_KEY | ,C`ll~4l<4y,;Nh/:)f |\n+----------+--------------------+",
        "4l<4y,;Nh",
    ),
    (
        "('login failed', 'provider | token\\n---------+------\\n"
        " deputy  | Zk3hTq8VwP2mLx7R', 401)",
        "Zk3hTq8VwP2m",
    ),
    ("('import failed', 'store,api_token,enabled\\nacme,qE0bcJY9QJvD5QBc4TIr,true')", "qE0bcJY9"),
    # what a command prints alone: a random value, a key file's line, an API's one member
    ("$ openssl rand -base64 32\nTrPiUR0UX29Ki24kcAZUkJy7CiZ2EjLw/52O1cWPXGc=", "TrPiUR0UX29K"),
    ("$ sudo cat /etc/stunnel/psk.txt\nredis-replica:d1oXLH43FB4TM461nZZiMer0", "d1oXLH43FB4T"),
    (
        "⏺ Bash(curl -s http://printer.local:7125/access/api_key)\n"
        '  ⎿  {"result": "35771052c5d842c4120d10c30528b5f5"}',
        "35771052c5d8",
    ),
    (
        'RuntimeError: $ python -c "print(get_random_secret_key())"\n0 objects imported.\n\n'
        "wtufo84g#ocjih07=xsss!7w=rh1=7*4%$cclu84ypyx&=@tqn",
        "xsss!7w=rh1",
    ),
]

HIDDEN += [
    # a password in another language's label (letters beyond ASCII), a typed password's shape
    ("Lëchi przistãp — brëkòwnik: admin, skrëtë słowò: 4KXRYH#Lz8qp", "4KXRYH#Lz8qp"),
    ("लॉगिन मा गड़बड़ी — नाँव: admin, छिपा सबद: J2nezz@7QAVS", "J2nezz@7QAVS"),
    ("ŋgɔ lɛ́ sɔ́ŋ: Wq8.zLp3Rt!x", "Wq8.zLp3Rt!x"),
    # the shell's `'\''` inside a single-quoted value; UTF-16LE bytes; `od -t u1` columns
    ("LDAP_BIND_PW='Xk29LmQp'\\''ydHeNLK'", "ydHeNLK"),
    ("('set failed', \"LDAP_BIND_PW='Xk29LmQp'\\\\''ydHeNLK'\", 1)", "ydHeNLK"),
    (
        "Credential blob (UTF-16LE): 71 00 75 00 49 00 68 00 6D 00 32 00 2A 00 30 00 64 00 4C 00"
        " 63 00 56 00",
        "6D 00 32 00 2A 00",
    ),
    (
        "$ od -tu1 -w8 ~/.config/relay/token\n0000000   69 122 113  99  49  87 110 109\n"
        "0000010   49  78  76  56 105 100  49  54\n0000020",
        "122 113  99",
    ),
]

KEPT = [
    # codes that are no secret: an error's, a date, a word joined to a version, a status
    ("backup restore failed, error code 0x80070005 on 2026-12-05", "0x80070005"),
    ("recovery code 2026-12-05 expired", "2026-12-05"),
    ("restore job code: v2-beta (2026-12-05)", "v2-beta"),
    ("您的密碼已於 2026-12-01 重設", "2026-12-01"),
    ("exit code 137 after backup", "137"),
    # prose and settings after a phrase's name
    ("passphrase: does not match the key", "does not match the key"),
    ("ssh: passphrase prompt timed out waiting", "prompt timed out waiting"),
    ("Seed phrase: must hold twelve words", "must hold twelve words"),
    ("wallet: passphrase set: true unlocked false accounts 3", "true unlocked false"),
    ("search phrase: error budget", "error budget"),
    # a table's other columns, notes in a secret column, a table naming no credential
    (
        " name | token\n------+------------\n ci   | (in vault)\n cd   | NULL\n",
        "(in vault)",
    ),
    (
        " name | token\n------+------------\n ci   | (in vault)\n cd   | NULL\n",
        "NULL",
    ),
    ("| key | count |\n|-----|-------|\n| a1b2c3d4e5f6 | 3     |", "a1b2c3d4e5f6"),
    ("| name | value |\n|------|-------|\n| DB_NAME | shop_Xq9z2 |", "shop_Xq9z2"),
    (
        "name    api_key\n------  ------------\netl     Zk3hTq8VwP2m",
        "etl",
    ),
    # a sentence after an aligned table is no row of it
    (
        "name    api_key\n------  ------------\netl     Zk3hTq8VwP2m\nError: the sync failed here",
        "Error: the sync failed here",
    ),
    # names in code and notes of a value's source, after a credential's name
    ("helm: existingSecret: paperless-secrets secretKeyRef key: X_SECRET_KEY", "secretKeyRef"),
    ("enum: SecretType.RECOVERY_CODE SecretType.PASSPHRASE", "SecretType.PASSPHRASE"),
    ("vendor: the secret key server-side only", "server-side"),
    ("env: GITLAB_PERSONAL_ACCESS_TOKEN: from keychain", "from keychain"),
    ("db: password: (from MONGO_PASSWORD) replicaSet rs0", "(from MONGO_PASSWORD)"),
    ("widget: pubkey-6DCEtUKXl54ASRduYQM5G8HZ (public key)", "pubkey-6DCEtUKXl54ASRduYQM5G8HZ"),
    # a lone word after a command that names no credential nor randomness
    ("$ git rev-parse HEAD\nad663967d1c9dbbaf1ce25af1c138457ad663967", "ad663967d1c9"),
    ("$ hostname\nweb-7f9c2d4b8-x2k4p", "web-7f9c2d4b8-x2k4p"),
    # after a label beyond ASCII: an id, a word, a checksum, an English message
    ("Prüfsumme: 9f86d081884c7d65 (sha256)", "9f86d081884c7d65"),
    ("Benutzer: admin@acme.io, Rolle: Editor", "Editor"),
    ("错误：connection refused (10.0.0.5:5432)", "10.0.0.5:5432"),
    ("Anfrage-ID: req_8fK2Lm9Qp4Rt7Zv3", "req_8fK2Lm9Qp4Rt7Zv3"),
    # digits that spell no secret in an `od` dump
    ("$ od -tu1 token\n0000000   10  20  30  40  50  60  70  80\n0000010", "10  20  30"),
]


@pytest.mark.parametrize(("text", "secret"), HIDDEN)
def test_hidden(text: str, secret: str) -> None:
    out = redact(text)
    assert secret not in out, out
    assert REDACTED in out


@pytest.mark.parametrize(("text", "fact"), KEPT)
def test_kept(text: str, fact: str) -> None:
    assert fact in redact(text)
