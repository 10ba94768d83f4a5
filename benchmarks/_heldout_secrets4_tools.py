"""Held-out set 4: real tools' command lines, first-run output, dot-files and connection URIs.

Each row is (tool, where the syntax or output comes from, the message, the placeholder that
must not leave). Placeholders: ``{p}`` a typed password, ``{t}`` a 40-character token,
``{h}`` 64 hex digits, ``{b}`` 44 base64 characters, ``{s}`` a 24-character secret, ``{x}``
32 hex digits. Only the named one is the secret; the others are decoys that may stay.
"""

from __future__ import annotations

from _heldout_secrets4_base import ALNUM, HEX, URLSAFE, Case, b64, gen, pw
from _heldout_secrets4_files import FILES, URIS

__all__ = ["tool_cases"]

COMMANDS: list[tuple[str, str, str, str]] = [
    (
        "mysql --password=",
        "mysql(1) manual: --password[=password]",
        "mysql --host=db.acme.internal --user=etl --password={p} analytics: ERROR 2003 (HY000): Can't connect to MySQL server on 'db.acme.internal:3306' (110)",
        "p",
    ),
    (
        "mysqldump -p attached after -u",
        "mysqldump(1) manual: -p<password> with no space",
        "mysqldump -u backup -p{p} --single-transaction shop > shop.sql: mysqldump: Got error: 1045: Access denied for user 'backup'@'10.0.0.4'",
        "p",
    ),
    (
        "psql password in conninfo string",
        "PostgreSQL docs libpq-connect: keyword/value conninfo",
        'psql "host=pg.acme.internal dbname=app user=app password=\'{p}\' sslmode=verify-full": FATAL: password authentication failed for user "app"',
        "p",
    ),
    (
        "pg_dump PGPASSWORD prefix",
        "PostgreSQL docs libpq-envars: PGPASSWORD",
        "PGPASSWORD={p} pg_dump -h 10.0.0.7 -U admin -Fc app: pg_dump: error: connection to server failed",
        "p",
    ),
    (
        "curl -u user:password",
        "curl(1) manual: -u, --user <user:password>",
        "curl -sS -u deploy:{p} https://nexus.acme.io/service/rest/v1/status: curl: (22) The requested URL returned error: 401",
        "p",
    ),
    (
        "curl --oauth2-bearer",
        "curl(1) manual: --oauth2-bearer <token>",
        "curl --fail --oauth2-bearer {t} https://api.acme.io/v1/me: curl: (22) The requested URL returned error: 403",
        "t",
    ),
    (
        "curl -H custom key header",
        "curl(1) manual: -H, --header",
        "curl -H 'X-Acme-Key: {t}' -X POST https://hooks.acme.io/ingest: curl: (7) Failed to connect to hooks.acme.io port 443",
        "t",
    ),
    (
        "httpie --auth",
        "httpie.io/docs: -a, --auth USER[:PASS]",
        "http --auth admin:{p} POST :8080/api/reindex: HTTP/1.1 401 Unauthorized",
        "p",
    ),
    (
        "git clone user:token",
        "git-scm.com/docs/git-clone URLs: https://user:password@host/",
        "Cloning into 'infra'...\nremote: HTTP Basic: Access denied\nfatal: Authentication failed for 'https://ci-bot:{t}@git.acme.io/ops/infra.git/'",
        "t",
    ),
    (
        "git push with token in remote",
        "git-scm.com/docs/git-push",
        "To https://deploy:{t}@bitbucket.org/acme/site.git\n ! [remote rejected] main -> main (pre-receive hook declined)",
        "t",
    ),
    (
        "sshpass -p",
        "sshpass(1) manual: -p password",
        "sshpass -p '{p}' ssh -o StrictHostKeyChecking=no ops@10.0.0.21 uptime: Permission denied, please try again.",
        "p",
    ),
    (
        "ssh -i with passphrase on stdin",
        "ssh-add(1)/expect idiom printed by CI logs",
        '+ echo "{p}" | ssh-add -i ~/.ssh/deploy_ed25519\nBad passphrase, try again for /root/.ssh/deploy_ed25519:',
        "p",
    ),
    (
        "docker login --password",
        "docs.docker.com/reference/cli/docker/login",
        'docker login --username ci --password {t} registry.gitlab.com: Error response from daemon: Get "https://registry.gitlab.com/v2/": unauthorized: HTTP Basic: Access denied',
        "t",
    ),
    (
        "podman login -p",
        "podman-login(1): -p, --password",
        'podman login -u robot -p {t} quay.io: Error: logging into "quay.io": invalid username/password',
        "t",
    ),
    (
        "aws configure prompt echo",
        "docs.aws.amazon.com cli configure quickstart: interactive prompts",
        "AWS Access Key ID [None]: AKIAIOSFODNN7EXAMPLE\nAWS Secret Access Key [None]: {b}\nDefault region name [None]: eu-west-1\nAn error occurred (InvalidClientTokenId)",
        "b",
    ),
    (
        "aws configure get",
        "docs.aws.amazon.com cli: aws configure get aws_secret_access_key",
        "$ aws configure get aws_secret_access_key --profile prod\n{b}\n$ aws s3 ls: An error occurred (SignatureDoesNotMatch)",
        "b",
    ),
    (
        "kubectl config view --raw basic auth",
        "kubernetes.io kubectl config view --raw prints credentials",
        "$ kubectl config view --raw\nusers:\n- name: legacy-admin\n  user:\n    password: {p}\n    username: admin\nerror: You must be logged in to the server (Unauthorized)",
        "p",
    ),
    (
        "kubectl create secret literal",
        "kubernetes.io kubectl create secret generic --from-literal",
        'kubectl create secret generic db --from-literal=username=app --from-literal=password={p}: error: failed to create secret secrets "db" already exists',
        "p",
    ),
    (
        "helm --set password",
        "helm.sh docs: --set key=value",
        "helm upgrade --install pg bitnami/postgresql --set auth.postgresPassword={p} --set auth.database=app: Error: UPGRADE FAILED: timed out waiting for the condition",
        "p",
    ),
    (
        "terraform -var",
        "developer.hashicorp.com terraform: -var 'name=value'",
        "terraform apply -var 'db_password={p}' -auto-approve: Error: creating RDS DB Instance: InvalidParameterValue",
        "p",
    ),
    (
        "vault login token",
        "developer.hashicorp.com vault login <token>",
        "vault login {t}: Error authenticating: error looking up token: Code: 403. Errors: * permission denied",
        "t",
    ),
    (
        "argocd login --password",
        "argo-cd.readthedocs.io argocd login",
        "argocd login cd.acme.io --username admin --password {p} --grpc-web: FATA[0002] rpc error: code = Unauthenticated desc = Invalid username or password",
        "p",
    ),
    (
        "oc login --token",
        "docs.openshift.com oc login --token=",
        "oc login --token={t} --server=https://api.ocp.acme.io:6443: error: The token provided is invalid or expired.",
        "t",
    ),
    (
        "az login service principal",
        "learn.microsoft.com az login --service-principal -p",
        "az login --service-principal -u 5f2c0000-aaaa-bbbb-cccc-000000000001 -p {t} --tenant acme.onmicrosoft.com: AADSTS7000215: Invalid client secret provided.",
        "t",
    ),
    (
        "gcloud print-access-token",
        "cloud.google.com sdk: gcloud auth print-access-token",
        "$ gcloud auth print-access-token\nya29.{t}\n$ curl ... -> 401 Request had invalid authentication credentials",
        "t",
    ),
    (
        "mc alias set",
        "min.io docs mc alias set ALIAS URL ACCESSKEY SECRETKEY",
        "mc alias set minio http://10.0.0.9:9000 minioadmin {t}: mc: <ERROR> Unable to initialize new alias. The request signature we calculated does not match.",
        "t",
    ),
    (
        "rabbitmqctl add_user",
        "rabbitmq.com rabbitmqctl add_user <username> <password>",
        "rabbitmqctl add_user orders {p}: Error: user_already_exists: orders",
        "p",
    ),
    (
        "mongosh -p",
        "mongodb.com docs mongosh --password",
        'mongosh "mongodb://10.0.0.5:27017/admin" -u root -p {p} --authenticationDatabase admin: MongoServerError: Authentication failed.',
        "p",
    ),
    (
        "sqlcmd -P",
        "learn.microsoft.com sqlcmd -P password",
        "sqlcmd -S tcp:sql.acme.io,1433 -U sa -P {p} -Q \"SELECT 1\": Sqlcmd: Error: Login failed for user 'sa'.",
        "p",
    ),
    (
        "keytool -storepass",
        "docs.oracle.com keytool -storepass",
        "keytool -importcert -alias ca -file ca.pem -keystore truststore.jks -storepass {p} -noprompt: keytool error: java.io.IOException: Keystore was tampered with, or password was incorrect",
        "p",
    ),
    (
        "jarsigner -storepass",
        "docs.oracle.com jarsigner -storepass",
        "jarsigner -keystore release.jks -storepass {p} app.apk release: jarsigner error: java.lang.RuntimeException: keystore load: Keystore was tampered with",
        "p",
    ),
    (
        "zip -P",
        "zip(1) manual: -P password",
        "zip -r -P {p} backup.zip exports/: zip I/O error: No space left on device",
        "p",
    ),
    (
        "openssl enc -k",
        "openssl-enc(1): -k password",
        "openssl enc -aes-256-cbc -salt -in dump.sql -out dump.enc -k {p}: error writing output file",
        "p",
    ),
    (
        "chpasswd stdin",
        "chpasswd(8) reads user:password lines",
        "echo 'deploy:{p}' | chpasswd: chpasswd: (user deploy) pam_chauthtok() failed, error: Authentication token manipulation error",
        "p",
    ),
    (
        "ps aux shows secret flag",
        "procps ps(1) prints full command lines",
        "$ ps aux | grep worker\napp  4121  2.0  1.1 python worker.py --queue=billing --api-secret {t} --concurrency=4",
        "t",
    ),
    (
        "proc cmdline with NULs",
        "proc(5): /proc/<pid>/cmdline is NUL-separated",
        "cat /proc/4121/cmdline: python\x00worker.py\x00--db-password\x00{p}\x00--port\x008080",
        "p",
    ),
]

OUTPUTS: list[tuple[str, str, str, str]] = [
    (
        "jenkins first-run password",
        "jenkins.io docs installing: initialAdminPassword printed to the log",
        "*************************************************************\nJenkins initial setup is required. An admin user has been created and a password generated.\nPlease use the following password to proceed to installation:\n\n{x}\n\nThis may also be found at: /var/jenkins_home/secrets/initialAdminPassword",
        "x",
    ),
    (
        "elasticsearch first-start password",
        "elastic.co guide: security auto-configuration output",
        "✅ Elasticsearch security features have been automatically configured!\nℹ️  Password for the elastic user (reset with `bin/elasticsearch-reset-password -u elastic`):\n  {s}\n",
        "s",
    ),
    (
        "argocd initial admin secret",
        "argo-cd docs: argocd admin initial-password",
        "$ argocd admin initial-password -n argocd\n{s}\n\n This password must be only used for first time login.",
        "s",
    ),
    (
        "minio startup credentials",
        "min.io docs: server startup banner",
        "API: http://10.0.0.9:9000\nRootUser: minioadmin\nRootPass: {s}\nWARNING: Detected default credentials",
        "s",
    ),
    (
        "gitlab initial root password",
        "docs.gitlab.com install: /etc/gitlab/initial_root_password",
        "# WARNING: This value is valid only in the following conditions\nPassword: {s}\n# NOTE: This file will be automatically deleted in the first reconfigure run after 24 hours.",
        "s",
    ),
    (
        "code-server config",
        "coder.com/docs/code-server: ~/.config/code-server/config.yaml",
        "bind-addr: 127.0.0.1:8080\nauth: password\npassword: {x}\ncert: false\nerror: EADDRINUSE",
        "x",
    ),
    (
        "gh auth status -t",
        "cli.github.com manual gh auth status --show-token",
        "github.com\n  ✓ Logged in to github.com account ci-bot (keyring)\n  - Token: gho_{t}\n  X Token scopes missing: 'workflow'",
        "t",
    ),
    (
        "vault kv get table",
        "developer.hashicorp.com vault kv get output",
        "====== Data ======\nKey         Value\n---         -----\napi_key     {t}\nowner       payments\nError: failed to refresh lease",
        "t",
    ),
    (
        "op item get",
        "developer.1password.com CLI op item get --reveal",
        "Fields:\n  username:    svc-backup\n  password:    {p}\n  website:     https://backup.acme.io\n[ERROR] item is archived",
        "p",
    ),
    (
        "heroku config",
        "devcenter.heroku.com config vars: heroku config",
        "=== acme-api Config Vars\nDATABASE_URL: postgres://u8a7:{h}@ec2-3-1-2-3.compute-1.amazonaws.com:5432/d9f\nPAPERTRAIL_API_TOKEN: {t}",
        "h",
    ),
    (
        "docker inspect env",
        "docs.docker.com docker inspect: Config.Env",
        '"Config": {{"Env": ["PATH=/usr/local/sbin", "STRIPE_WEBHOOK_SECRET=whsec_{t}", "NODE_ENV=production"]}}',
        "t",
    ),
    (
        "systemctl show Environment",
        "systemd.exec(5): Environment=",
        "$ systemctl show api -p Environment\nEnvironment=PORT=8080 SMTP_PASSWORD={p} LOG_LEVEL=info",
        "p",
    ),
    (
        "windows set output",
        "cmd.exe `set` prints NAME=value lines",
        "C:\\> set\nAPPDATA=C:\\Users\\ci\\AppData\\Roaming\nAZURE_CLIENT_SECRET={t}\nCOMPUTERNAME=BUILD01",
        "t",
    ),
    (
        "printenv in CI log",
        "GitHub Actions/GitLab CI logs of `printenv`",
        "$ printenv | sort\nCI=true\nHOME=/root\nSENDGRID_API_KEY_PROD={t}\nSHLVL=1",
        "t",
    ),
    (
        "terraform state show",
        "developer.hashicorp.com terraform state show",
        '# random_password.db:\nresource "random_password" "db" {{\n    id     = "none"\n    result = "{p}"\n    length = 12\n}}',
        "p",
    ),
    (
        "helm get values",
        "helm.sh docs helm get values",
        "USER-SUPPLIED VALUES:\nauth:\n  rootPassword: {p}\n  username: admin\nError: release: not found",
        "p",
    ),
    (
        "sops -d output",
        "github.com/getsops/sops: decrypted YAML",
        "$ sops -d secrets.enc.yaml\nstripe:\n    webhook_signing_secret: {t}\nError: cannot write to stdout",
        "t",
    ),
]


def tool_cases() -> list[Case]:
    out = []
    for group, rows in (("command", COMMANDS), ("output", OUTPUTS), ("file", FILES), ("uri", URIS)):
        for name, source, template, key in rows:
            values = {
                "p": pw(),
                "t": gen(ALNUM, 40),
                "h": gen(HEX, 64),
                "b": b64(33)[:44],
                "s": gen(URLSAFE, 24),
                "x": gen(HEX, 32),
            }
            out.append(Case(f"{group}: {name}", source, template.format(**values), values[key]))
    return out
