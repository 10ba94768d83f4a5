"""Held-out set 9: secrets inside raised exceptions' structure, and secrets passed as arguments.

Traceback rows raise their text in the ways ``build_error`` knows (a cause, a context, a note,
several args, a ``KeyError``, an ``OSError`` file name, a ``CalledProcessError`` command, an
``ExceptionGroup``) with carriers earlier sets did not use. Argument cases call the tool with
the secret in a keyword argument while the raised message holds none: argument names in styles
and languages earlier sets did not use (grepped), generic names holding a vendor-shaped value,
and structured values (JSON, form bodies, command lines, YAML, header blocks) under
innocuous names.
"""

from __future__ import annotations

import json

from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values

__all__ = ["argument_cases", "traceback_cases"]

TRACEBACKS = r"""
cause ¦ cause ldap bind dn ¦ python-ldap simple_bind_s arguments in a wrapped error ¦ {p} ¦ ldap.INVALID_CREDENTIALS: {'desc': 'Invalid credentials'} during simple_bind_s('cn=svc,dc=acme,dc=lan', '{t}')
cause ¦ cause grpc metadata ¦ grpc metadata tuple in an RpcError detail ¦ {u43} ¦ StatusCode.UNAUTHENTICATED details="invalid token" metadata=(('authorization', 'Bearer {t}'), ('x-request-id', '9f2c'))
cause ¦ cause kafka sasl config ¦ confluent-kafka config dict in a KafkaException ¦ {A40} ¦ KafkaError{code=_AUTHENTICATION,val=-169,str="SASL authentication error"} conf={'bootstrap.servers': 'pkc-41wq6.eu-west-2.aws.confluent.cloud:9092', 'sasl.username': 'Q7ZK2LMX4RWN3B8P', 'sasl.password': '{t}'}
context ¦ context dotenv override ¦ an error while handling another, the first quoting a .env line ¦ {A40} ¦ duplicate key in .env.production line 9: SENDGRID_KEY={t}
context ¦ context pickle state ¦ a repr of a client object's state ¦ {A32} ¦ cannot pickle '_thread.lock' object while saving <SyncClient base_url='https://api.acme.io' api_secret='{t}' retries=3>
context ¦ context jwt decode ¦ PyJWT error on a token whose payload holds a secret claim ¦ {A32} ¦ Signature verification failed for claims {"sub": "svc-sync", "client_secret": "{t}", "exp": 1764830000}
note ¦ note reproduction command ¦ PEP 678 note with a reproduction command ¦ {p} ¦ to reproduce: PGPASSWORD='{t}' psql -h db01 -U etl -c 'select 1'
note ¦ note retry state ¦ PEP 678 note with the state of a retry ¦ {A40} ¦ attempt 3/5 with session token {t} (refreshed 05:41:10Z)
note ¦ note config diff ¦ PEP 678 note with a config diff ¦ {A32} ¦ config changed since last run:\n-  webhook_secret: old\n+  webhook_secret: {t}
args ¦ args tuple of creds ¦ exception with a credentials tuple as an argument ¦ {p} ¦ ('svc_backup', '{t}')
args ¦ args header dict ¦ exception with a headers dict argument ¦ {A40} ¦ {'X-Shopify-Hydrogen-Private-Token': '{t}', 'Accept': 'application/json'}
args ¦ args url with key ¦ exception with a URL argument ¦ {h32} ¦ https://api.acme-weather.io/v3/forecast?lat=52.1&lon=4.3&appid={t}
keyerror ¦ keyerror secret used as dict key ¦ a lookup keyed by a secret ¦ {A40} ¦ tenant-secret:{t}
keyerror ¦ keyerror jwt as key ¦ a session store keyed by the raw JWT ¦ eyJhbGciOiJIUzI1NiJ9.{u80}.{u43} ¦ {t}
keyerror ¦ keyerror webhook url as key ¦ a cache keyed by a webhook URL with its token ¦ {u40} ¦ https://discord.com/api/webhooks/1181818181818181818/{t}
oserror ¦ oserror smb path with creds ¦ a UNC-like path with credentials opened as a file ¦ {p} ¦ //svc_scan:{t}@fs01.acme.lan/scans/2026-12-04.pdf
oserror ¦ oserror presigned url as path ¦ a presigned URL opened as a local file ¦ {A40} ¦ https://acme-exports.s3.eu-west-1.amazonaws.com/q4.csv?X-Amz-Credential=ASIAQ7Z2X4M6N8B1V3C5%2F20261204%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Security-Token={t}
oserror ¦ oserror token file content as path ¦ a token file's content used as a path by mistake ¦ {A40} ¦ /var/run/secrets/{t}
process ¦ process mongodump uri ¦ CalledProcessError of mongodump --uri ¦ {p} ¦ mongodump --uri=mongodb://backup:{t}@mongo01:27017/?authSource=admin --archive=/backup/nightly.gz
process ¦ process restic password arg ¦ CalledProcessError of a wrapper passing the repository password ¦ {p} ¦ restic-wrapper --repo s3:s3.amazonaws.com/acme-backup --password {t} snapshots
process ¦ process xfreerdp ¦ CalledProcessError of xfreerdp /p: ¦ {p} ¦ xfreerdp /v:10.0.0.50 /u:ACME\admin /p:{t} /cert:ignore
process ¦ process mount cifs ¦ CalledProcessError of mount -o password= ¦ {p} ¦ mount -t cifs //fs01/share /mnt/share -o username=scan,password={t},vers=3.0
process ¦ process net use ¦ CalledProcessError of net use with a password ¦ {p} ¦ net use Z: \\fs01\finance {t} /user:ACME\svc_fin /persistent:no
group ¦ group sentry dsn ¦ ExceptionGroup from a TaskGroup ¦ {h32} ¦ sentry init failed: invalid DSN https://{t}@o450123.ingest.sentry.io/5512345
group ¦ group slack webhook ¦ ExceptionGroup from a TaskGroup ¦ {A24} ¦ notify task: 404 no_service from https://hooks.slack.com/services/T0A1B2C3D/B0E1F2G3H/{t}
group ¦ group ftp url ¦ ExceptionGroup from a TaskGroup ¦ {p} ¦ mirror task: 530 Login incorrect for ftp://mirror:{t}@ftp.acme.lan/pub
"""


def traceback_cases(v: Values) -> list[Case]:
    out: list[Case] = []
    for line in TRACEBACKS.strip().splitlines():
        raises, row = line.split(" ¦ ", 1)
        out.extend(v.table("traceback", row, raises=raises))
    return out


_NAMES = (
    "db.password",
    "DATABASE__PASSWORD",
    "spring.datasource.password",
    "--password",
    "PASS_WORD",
    "passwrd",
    "paswd",
    "pword",
    "keystorePassword",
    "truststore_pass",
    "gpg_passphrase",
    "totp_secret",
    "recovery_code",
    "hmac_secret",
    "signingSecret",
    "sasToken",
    "clientAssertion",
    "id_token",
    "Kennwort",
    "adgangskode",
    "salasana",
    "heslo",
    "lozinka",
    "parool",
    "κωδικός",
    "암호",
    "暗号",
    "密钥",
    "トークン",
    "clave_secreta",
    "chave_secreta",
    "kunci_rahasia",
    "گذرواژه",
    "סוד",
)


def argument_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, message: str, value: str, secret: str, **others: str) -> None:
        out.append(
            Case(
                f"argument: {name}",
                "tool argument (set 9 names and structured values)",
                message,
                secret,
                ((name, value), *others.items()),
            )
        )

    for name in _NAMES:
        secret = v.pw() if len(out) % 2 else v.gen(ALNUM, 32)
        add(name, "authentication rejected by the upstream", secret, secret, host="db01.acme.lan")
    tok = "sk-proj-" + v.gen(URLSAFE, 48)
    add("value", "invalid value for field", tok, tok, field="llm.provider.credential")
    tok = v.gen(HEX, 40)
    add("key", "lookup failed", tok, tok, table="integrations")
    p = v.pw()
    add("body", "400 Bad Request", f"grant_type=password&username=ops&password={p}&scope=admin", p)
    p = v.pw()
    add("cmd", "exit status 1", f"mysql -h db01 -u root -p{p} -e 'show databases'", p)
    t = v.gen(ALNUM, 40)
    add(
        "script",
        "script failed at line 2",
        f"#!/bin/sh\nexport DEPLOY_TOKEN={t}\n./deploy.sh --env prod",
        t,
    )
    p = v.pw()
    add(
        "config_yaml",
        "schema validation failed",
        f"smtp:\n  host: smtp.acme.io\n  username: alerts\n  password: {p}\n",
        p,
    )
    t = v.gen(ALNUM, 40)
    payload = json.dumps({"event": "sync", "auth": {"type": "bearer", "credentials": {"token": t}}})
    add("payload", "upstream returned 422", payload, t)
    t = v.gen(URLSAFE, 43)
    add("params", "GET failed with 403", f"page=2&per_page=50&access_token={t}", t)
    t = v.gen(ALNUM, 40)
    add(
        "metadata",
        "rpc failed: UNAVAILABLE",
        json.dumps([["authorization", f"Bearer {t}"], ["x-tenant", "acme"]]),
        t,
    )
    p = v.pw()
    add(
        "args",
        "subprocess exited 2",
        json.dumps(["pg_dump", "-h", "db01", "--dbname", f"postgresql://etl:{p}@db01/dw"]),
        p,
    )
    t = v.gen(ALNUM, 40)
    add(
        "extra_headers",
        "request rejected",
        f"X-Request-Id: 7f1c\nX-Api-Secret: {t}\nAccept: */*",
        t,
    )
    return out
