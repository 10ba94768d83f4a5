"""Held-out set 24: coding-agent tool results, as an agent's tools return them.

Seven three-step scenarios (each step a case) and single results, in tool shapes, commands
and files that were grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``
and ``heldout_set*_secrets.py`` file (none matched; ``supabase status``, ``terraform
console``, SWE-agent's ``search_file`` and ``[File:``, ``exit_code`` JSON, ``git diff
--no-index``, ``keyring``, ``secrets.yml`` and many config files did and were dropped).
Tool shapes: OpenHands' ``execute_bash`` with its ``CmdOutputObservation`` trailer, Gemini
CLI's ``run_shell_command`` result (Command / Directory / Stdout / Stderr / Exit Code), Goose's
``developer__shell``, Continue's ``builtin_read_file``, ``builtin_run_terminal_command`` and
``builtin_grep_search``, and HTTP tool responses of self-hosted servers' token endpoints
(Keycloak ``client-secret``, Vault AppRole ``secret-id``, Jenkins ``generateNewToken``,
SonarQube ``user_tokens/generate``, Gitea tokens with ``token_last_eight``). Commands:
``terraform show -json``, ``grep`` of ``terraform.tfstate``, ``terraform state pull``, ``cf
env`` (``VCAP_SERVICES``), ``eb printenv``, ``gcloud run services describe``, ``helm``'s
``repositories.yaml``, ``kubeseal``, ``vault read database/creds``, ``awslocal
secretsmanager``, ``pulumi stack output --show-secrets``, ``keepassxc-cli show``, ``mise
env``, ``just --evaluate``, ``etckeeper vcs diff``, ``aws sts assume-role``, ``cdktf
output``, ``cue export``, ``noseyparker report``, ``hurl --very-verbose``, ``ast-grep``,
``gh search code``, ``src search``, ``bzr diff``, ``darcs diff``, ``p4 diff`` and ``cvs
diff``. Files: ``~/.snowsql/config``, dbt's ``profiles.yml`` in a diff, ``config/master.key``,
``local.settings.json``, ``.gitlab-ci.yml``, ``bitbucket-pipelines.yml``, ``.drone.yml``,
``skaffold.yaml``, ``.idea/workspace.xml``, ``tox.ini``, ``phpunit.xml``,
``config/storage.yml``, ``schema.prisma``, phpMyAdmin's ``blowfish_secret``, Symfony's
``parameters.yml``, ``odoo.conf``, ``keycloak.conf``, ``vector.toml``, ``newrelic.yml``,
``keystore.properties``, ``pgpool.conf``, ``rabbitmq.conf``, ProFTPD's ``SQLConnectInfo``,
``~/.wakatime.cfg``, Nexus's ``admin.password`` and ``/etc/mysql/debian.cnf``. No row is
built to trap; each is the shape such a result has.
"""

from __future__ import annotations

import dataclasses

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 terraform show json ¦ scenario 1 step 1: OpenHands execute_bash of terraform show -json piped to jq (CmdOutputObservation) ¦ {A24} ¦ execute_bash(command="terraform show -json | jq -r '.values.root_module.resources[] | select(.address==\"random_password.db\") | .values.result'")\n{t}\n[The command completed with exit code 0.]\n[Current working directory: /workspace/infra]
s1 grep tfstate ¦ scenario 1 step 2: OpenHands execute_bash, grep -n in terraform.tfstate ¦ {A32} ¦ execute_bash(command="grep -n '\"password\"' terraform.tfstate | head -3")\n412:            "password": "{t}",\n[The command completed with exit code 0.]\n[Current working directory: /workspace/infra]
s1 state pull ¦ scenario 1 step 3: OpenHands execute_bash, terraform state pull | jq of an output ¦ {p} ¦ execute_bash(command="terraform state pull | jq -r .outputs.db_url.value")\npostgres://orders:{t}@orders-db.cluster-c9x2.eu-west-1.rds.amazonaws.com:5432/orders\n[The command completed with exit code 0.]\n[Current working directory: /workspace/infra]
s2 snowsql config ¦ scenario 2 step 1: Gemini CLI run_shell_command of cat ~/.snowsql/config ¦ {p} ¦ Command: cat ~/.snowsql/config\nDirectory: (root)\nStdout: [connections.prod]\naccountname = acme-eu1\nusername = ETL_SVC\npassword = {t}\nwarehousename = ETL_WH\n\nStderr: (empty)\nError: (none)\nExit Code: 0\nSignal: (none)\nBackground PIDs: (none)\nProcess Group PGID: 48213
s2 dbt profiles ¦ scenario 2 step 2: Gemini CLI run_shell_command of sed -n on dbt's profiles.yml ¦ {p} ¦ Command: sed -n '1,12p' ~/.dbt/profiles.yml\nDirectory: etl\nStdout: acme:\n  target: prod\n  outputs:\n    prod:\n      type: snowflake\n      account: acme-eu1\n      user: ETL_SVC\n      password: "{t}"\n      role: TRANSFORMER\n\nStderr: (empty)\nError: (none)\nExit Code: 0
s2 dbt diff ¦ scenario 2 step 3: Gemini CLI run_shell_command of git diff after moving the password to env_var ¦ {p} ¦ Command: git diff etl/ci/profiles.yml\nDirectory: (root)\nStdout: diff --git a/etl/ci/profiles.yml b/etl/ci/profiles.yml\nindex 3c1d2e4..9a8b7c6 100644\n--- a/etl/ci/profiles.yml\n+++ b/etl/ci/profiles.yml\n@@ -6,3 +6,3 @@\n       user: ETL_CI\n-      password: "{t}"\n+      password: "{{ env_var('DBT_PASSWORD') }}"\n\nStderr: (empty)\nExit Code: 0
s3 cf env ¦ scenario 3 step 1: Goose developer__shell of cf env (VCAP_SERVICES) ¦ {A32} ¦ ─── shell | developer ──────────────────────────\ncommand: cf env orders\n\nGetting env variables for app orders in org acme / space prod as ops@acme.io...\nSystem-Provided:\nVCAP_SERVICES: {\n  "elephantsql": [\n    {\n      "credentials": {\n        "uri": "postgres://orders:{t}@pg-2.acme.internal:5432/orders"\n      },\n      "name": "orders-db"\n    }\n  ]\n}
s3 eb printenv ¦ scenario 3 step 2: Goose developer__shell of eb printenv ¦ {p} ¦ ─── shell | developer ──────────────────────────\ncommand: eb printenv orders-prod\n\n Environment Variables:\n     DB_HOST = orders.c9x2.eu-west-1.rds.amazonaws.com\n     DB_PASSWORD = {t}\n     RAILS_ENV = production
s3 gcloud run describe ¦ scenario 3 step 3: Goose developer__shell of gcloud run services describe --format=yaml ¦ {u40} ¦ ─── shell | developer ──────────────────────────\ncommand: gcloud run services describe orders --region europe-west1 --format='yaml(spec.template.spec.containers[0].env)'\n\nspec:\n  template:\n    spec:\n      containers:\n      - env:\n        - name: DB_HOST\n          value: 10.20.0.3\n        - name: SESSION_SECRET\n          value: {t}
s4 helm repositories ¦ scenario 4 step 1: Continue builtin_read_file of helm's repositories.yaml ¦ {A40} ¦ builtin_read_file ~/.config/helm/repositories.yaml\n```yaml\napiVersion: ""\ngenerated: "2026-11-30T09:12:44Z"\nrepositories:\n- name: acme\n  url: https://charts.acme.io\n  username: ci\n  password: {t}\n  pass_credentials_all: false\n```
s4 kubeseal ¦ scenario 4 step 2: Continue builtin_run_terminal_command sealing a value with kubeseal --raw ¦ {A40} ¦ builtin_run_terminal_command\n$ echo -n '{t}' | kubeseal --raw --namespace apps --name chart-repo --from-file=/dev/stdin\nAgBy3i4OJSWK+PiTySYZZA9rO43cGDEq8aB0v2eXd4C1kLm7nQ2pW5sR9tU3vY6zF1gH8jK0lM2nO4pQ6rS8tU0vW
s4 grep search values ¦ scenario 4 step 3: Continue builtin_grep_search for the value's key ¦ {A40} ¦ builtin_grep_search "chartRepoPassword"\ncharts/platform/values-staging.yaml\n  14:   chartRepoPassword: {t}\ncharts/platform/values.yaml\n  14:   chartRepoPassword: ""
s5 vault read creds ¦ scenario 5 step 1: vault read database/creds (a dynamic database credential) ¦ {u20} ¦ $ vault read database/creds/readonly\nKey                Value\n---                -----\nlease_id           database/creds/readonly/3kY8mZ1qLx0w2VbN9pTc\nlease_duration     1h\nlease_renewable    true\npassword           {t}\nusername           v-token-readonly-8wq2LpXz3Kf1-1796501234
s5 awslocal secret ¦ scenario 5 step 2: awslocal secretsmanager get-secret-value against LocalStack ¦ {A36} ¦ $ awslocal secretsmanager get-secret-value --secret-id orders/db\n{\n    "ARN": "arn:aws:secretsmanager:us-east-1:000000000000:secret:orders/db-QxZpLk",\n    "Name": "orders/db",\n    "VersionId": "6a1f2e3d-4c5b-4a69-8788-99aabbccddee",\n    "SecretString": "{\"username\":\"orders\",\"password\":\"{t}\"}",\n    "VersionStages": ["AWSCURRENT"]\n}
s5 pulumi stack output ¦ scenario 5 step 3: pulumi stack output --show-secrets --json ¦ {A32} ¦ $ pulumi stack output --show-secrets --json\n{\n  "dbEndpoint": "orders-db.internal:5432",\n  "dbPassword": "{t}",\n  "queueUrl": "https://sqs.eu-west-1.amazonaws.com/123456789012/orders"\n}
s6 keepassxc show ¦ scenario 6 step 1: keepassxc-cli show -s -a Password ¦ {p} ¦ $ keepassxc-cli show -s -a Password ~/vaults/team.kdbx "CI/registry"\nEnter password to unlock /home/dev/vaults/team.kdbx: \n{t}
s6 mise env ¦ scenario 6 step 2: mise env printing the exports of a project's [env] ¦ {A40} ¦ $ mise env\nexport NODE_ENV=development\nexport REGISTRY_USER=ci\nexport REGISTRY_TOKEN={t}\nexport PATH='/home/dev/.local/share/mise/installs/node/22.11.0/bin:/usr/bin:/bin'
s6 just evaluate ¦ scenario 6 step 3: just --evaluate listing a justfile's variables ¦ {A40} ¦ $ just --evaluate\nimage    := "registry.acme.io/shop/api"\nregistry := "registry.acme.io"\ntoken    := "{t}"\ntag      := "2026.12.5"
s7 nexus admin password ¦ scenario 7 step 1: reading Nexus's generated admin.password ¦ {uuid} ¦ $ docker exec nexus cat /nexus-data/admin.password\n{t}
s7 debian cnf ¦ scenario 7 step 2: sudo cat /etc/mysql/debian.cnf ¦ {A16} ¦ $ sudo cat /etc/mysql/debian.cnf\n# Automatically generated for Debian scripts. DO NOT TOUCH!\n[client]\nhost     = localhost\nuser     = debian-sys-maint\npassword = {t}\nsocket   = /var/run/mysqld/mysqld.sock
s7 etckeeper diff ¦ scenario 7 step 3: sudo etckeeper vcs diff after a config change ¦ {p} ¦ $ sudo etckeeper vcs diff\ndiff --git a/grafana/grafana.ini b/grafana/grafana.ini\nindex 1d2e3f4..5a6b7c8 100640\n--- a/grafana/grafana.ini\n+++ b/grafana/grafana.ini\n@@ -212,7 +212,7 @@\n [security]\n admin_user = admin\n-;admin_password = admin\n+admin_password = {t}
"""

SINGLES = r"""
master key ¦ Continue builtin_read_file of a Rails config/master.key ¦ {h32} ¦ builtin_read_file config/master.key\n```\n{t}\n```
local settings json ¦ a file read of an Azure Functions local.settings.json ¦ {b86}== ¦ local.settings.json\n{\n  "IsEncrypted": false,\n  "Values": {\n    "FUNCTIONS_WORKER_RUNTIME": "python",\n    "AzureWebJobsStorage": "DefaultEndpointsProtocol=https;AccountName=acmefuncs;AccountKey={t};EndpointSuffix=core.windows.net"\n  }\n}
gitlab ci ¦ a file read of a .gitlab-ci.yml with a variable set inline ¦ {u20} ¦ .gitlab-ci.yml (lines 1-12)\nvariables:\n  DOCKER_DRIVER: overlay2\n  DEPLOY_TOKEN: "gldt-{t}"\n\ndeploy:\n  stage: deploy\n  script:\n    - helm upgrade --install api charts/api --set image.tag=$CI_COMMIT_SHA
bitbucket pipelines ¦ a file read of bitbucket-pipelines.yml with a password in a step's script ¦ {p} ¦ bitbucket-pipelines.yml\npipelines:\n  branches:\n    main:\n      - step:\n          name: Migrate\n          script:\n            - PGPASSWORD='{t}' psql -h db.acme.internal -U migrator -f migrations/latest.sql
drone yml ¦ a file read of a .drone.yml with an environment value ¦ {A32} ¦ .drone.yml\nkind: pipeline\ntype: docker\nname: publish\nsteps:\n- name: publish\n  image: plugins/docker\n  environment:\n    PLUGIN_PASSWORD: {t}\n  settings:\n    repo: registry.acme.io/shop/web
skaffold yaml ¦ a file read of skaffold.yaml passing a value to Helm ¦ {p} ¦ skaffold.yaml\napiVersion: skaffold/v4beta11\nkind: Config\ndeploy:\n  helm:\n    releases:\n    - name: shop\n      chartPath: charts/shop\n      setValues:\n        postgresql.auth.password: "{t}"
idea workspace ¦ a file read of .idea/workspace.xml with a run configuration's environment ¦ {A40} ¦ .idea/workspace.xml (lines 88-94)\n<configuration name="api (local)" type="PythonConfigurationType">\n  <envs>\n    <env name="PYTHONUNBUFFERED" value="1" />\n    <env name="SEARCH_ADMIN_KEY" value="{t}" />\n  </envs>\n</configuration>
tox ini ¦ a file read of tox.ini with setenv ¦ {A36} ¦ tox.ini\n[testenv:integration]\nsetenv =\n    DATABASE_URL = postgresql://test:test@localhost/test\n    PAYMENTS_SANDBOX_KEY = {t}\ncommands = pytest tests/integration
phpunit xml ¦ a file read of phpunit.xml with an env element ¦ {p} ¦ phpunit.xml\n<php>\n    <env name="APP_ENV" value="testing"/>\n    <env name="MAIL_MAILER" value="smtp"/>\n    <env name="MAIL_PASSWORD" value="{t}"/>\n</php>
storage yml ¦ a file read of Rails config/storage.yml with a literal key ¦ {b40} ¦ config/storage.yml\namazon:\n  service: S3\n  access_key_id: AKIAQX7LMN2PZ4RT6VWB\n  secret_access_key: {t}\n  region: eu-west-1\n  bucket: acme-uploads
schema prisma ¦ a file read of prisma/schema.prisma with the URL inline ¦ {p} ¦ prisma/schema.prisma\ndatasource db {\n  provider = "postgresql"\n  url      = "postgresql://shop:{t}@localhost:5432/shop?schema=public"\n}
blowfish secret ¦ a file read of phpMyAdmin's config.inc.php ¦ {A32} ¦ config.inc.php\n<?php\n$cfg['blowfish_secret'] = '{t}';\n$i = 0;\n$i++;\n$cfg['Servers'][$i]['auth_type'] = 'cookie';
parameters yml ¦ a file read of a Symfony 3 app/config/parameters.yml ¦ {h40} ¦ app/config/parameters.yml\nparameters:\n    database_host: 127.0.0.1\n    database_name: shop\n    database_user: shop\n    database_password: null\n    secret: {t}
odoo conf ¦ a file read of odoo.conf ¦ {p} ¦ /etc/odoo/odoo.conf\n[options]\nadmin_passwd = {t}\ndb_host = db\ndb_user = odoo\naddons_path = /mnt/extra-addons
keycloak conf ¦ a file read of Keycloak's conf/keycloak.conf ¦ {p} ¦ conf/keycloak.conf\ndb=postgres\ndb-username=keycloak\ndb-password={t}\ndb-url=jdbc:postgresql://pg-1/keycloak\nhostname=sso.acme.io
vector toml ¦ a file read of a Vector config with a sink's key ¦ {h32} ¦ vector.toml\n[sinks.dd_logs]\ntype = "datadog_logs"\ninputs = ["app_logs"]\ndefault_api_key = "{t}"\nsite = "datadoghq.eu"
newrelic yml ¦ a file read of newrelic.yml (license keys end in NRAL) ¦ {h36}NRAL ¦ newrelic.yml\ncommon: &default_settings\n  license_key: '{t}'\n  app_name: Acme Shop\n  distributed_tracing:\n    enabled: true
keystore properties ¦ a file read of an Android keystore.properties ¦ {p} ¦ keystore.properties\nstorePassword={t}\nkeyPassword=android\nkeyAlias=upload\nstoreFile=../keys/upload-keystore.jks
pgpool conf ¦ grep of pgpool.conf for check passwords ¦ {p} ¦ $ grep -n _password /etc/pgpool2/pgpool.conf\n301:sr_check_password = '{t}'\n389:health_check_password = ''
rabbitmq conf ¦ a file read of rabbitmq.conf ¦ {p} ¦ /etc/rabbitmq/rabbitmq.conf\nlisteners.tcp.default = 5672\ndefault_user = orders\ndefault_pass = {t}\nmanagement.tcp.port = 15672
proftpd sql ¦ grep of a ProFTPD sql.conf for SQLConnectInfo ¦ {p} ¦ $ grep -R SQLConnectInfo /etc/proftpd/\n/etc/proftpd/sql.conf:SQLConnectInfo proftpd@localhost proftpd {t}
wakatime cfg ¦ cat of ~/.wakatime.cfg (keys waka_ + UUID) ¦ waka_{uuid} ¦ $ cat ~/.wakatime.cfg\n[settings]\napi_key = {t}\nhide_file_names = false
assume role ¦ Goose developer__shell of aws sts assume-role ¦ {b40} ¦ ─── shell | developer ──────────────────────────\ncommand: aws sts assume-role --role-arn arn:aws:iam::123456789012:role/deployer --role-session-name ci\n\n{\n    "Credentials": {\n        "AccessKeyId": "ASIAQX7LMN2PZ4RT6VWB",\n        "SecretAccessKey": "{t}",\n        "Expiration": "2026-12-05T20:40:00+00:00"\n    }\n}
cdktf output ¦ cdktf output listing a stack's outputs ¦ {p} ¦ $ cdktf output\nshop-prod\n  cache_endpoint = redis-prod.acme.internal:6379\n  db_connection = mysql://shop:{t}@shop-prod.c9x2.eu-west-1.rds.amazonaws.com:3306/shop
cue export ¦ cue export of a configuration with its secrets expression ¦ {A40} ¦ $ cue export ./deploy -e secrets --out yaml\nsmtp:\n  host: smtp.acme.io\n  user: alerts\n  password: {t}
noseyparker report ¦ noseyparker report listing a finding with its snippet ¦ {A40} ¦ $ noseyparker report -d np.datastore\nFinding 1/3 (id 9a1b2c3d4e5f)\nRule: Generic Password\nGroup: {t}\nMatch 1/1\nFile: deploy/scripts/seed.sh\nLines: 7:1-7:56\n    export SEED_ADMIN_PASSWORD="{t}"
hurl very verbose ¦ hurl --very-verbose showing the request it sent ¦ {u40} ¦ $ hurl --very-verbose smoke.hurl\n* Executing entry 1\n* Request:\n* GET https://api.staging.acme.io/v1/me\n* Authorization: Bearer {t}\n*\n> GET /v1/me HTTP/2\n> Host: api.staging.acme.io\n> authorization: Bearer {t}\n> user-agent: hurl/5.0.1\n< HTTP/2 200
ast grep ¦ ast-grep run with a pattern, matches printed ¦ {A32} ¦ $ ast-grep run --pattern 'SIGNING_KEY = $V' --lang python\nsrc/tokens/settings.py\n12│SIGNING_KEY = "{t}"
gh search code ¦ gh search code results across an organization ¦ {b40} ¦ $ gh search code "aws_secret_access_key" --owner acme\nacme/infra-legacy:terraform/prod/provider.tf: secret_key = "{t}"\nacme/docs:runbooks/aws.md: aws_secret_access_key = <from vault>
src search ¦ Sourcegraph src search output ¦ {A40} ¦ $ src search 'repo:^acme/ SENTRY_AUTH_TOKEN='\nacme/web-app › .github/workflows/release.yml (1 match)\n--------------------------------------------------------------------------------\n  18 |           SENTRY_AUTH_TOKEN=sntrys_{t} npx sentry-cli releases new "$VERSION"
bzr diff ¦ bzr diff of a settings change ¦ {p} ¦ $ bzr diff settings/production.py\n=== modified file 'settings/production.py'\n--- settings/production.py\t2026-11-02 10:14:22 +0000\n+++ settings/production.py\t2026-12-05 19:02:11 +0000\n@@ -40,3 +40,3 @@\n-EMAIL_HOST_PASSWORD = ''\n+EMAIL_HOST_PASSWORD = '{t}'
darcs diff ¦ darcs diff of a config change ¦ {A32} ¦ $ darcs diff -u config/app.cfg\ndiff -rN -u old-acme/config/app.cfg new-acme/config/app.cfg\n--- old-acme/config/app.cfg\n+++ new-acme/config/app.cfg\n@@ -3,2 +3,2 @@\n-api_secret =\n+api_secret = {t}
p4 diff ¦ Perforce p4 diff of an opened file ¦ {p} ¦ $ p4 diff -du //depot/game/server/config/live.ini\n--- //depot/game/server/config/live.ini\t2026/12/01 11:20:04\n+++ /home/dev/p4/game/server/config/live.ini\t2026/12/05 19:04:40\n@@ -8,2 +8,2 @@\n-db_password=changeme\n+db_password={t}
cvs diff ¦ cvs diff -u of a legacy config ¦ {p} ¦ $ cvs diff -u etc/mailer.conf\nIndex: etc/mailer.conf\n===================================================================\nRCS file: /cvsroot/billing/etc/mailer.conf,v\nretrieving revision 1.14\ndiff -u -r1.14 mailer.conf\n--- etc/mailer.conf\t12 Mar 2019 09:11:02 -0000\t1.14\n+++ etc/mailer.conf\t5 Dec 2026 19:05:10 -0000\n@@ -4 +4 @@\n-smtp_pass=\n+smtp_pass={t}
keycloak client secret ¦ an HTTP tool response of Keycloak's admin API client-secret endpoint ¦ {A32} ¦ GET https://sso.acme.io/admin/realms/acme/clients/8f2c1e4a-9b3d-4f5e-a6b7-c8d9e0f1a2b3/client-secret\nHTTP 200 (application/json)\n{"type":"secret","value":"{t}"}
vault approle secret id ¦ an HTTP tool response of Vault's AppRole secret-id endpoint ¦ {uuid} ¦ POST http://127.0.0.1:8200/v1/auth/approle/role/ci/secret-id\nstatus: 200\n{"request_id":"0b1c2d3e-4f5a-6b7c-8d9e-0f1a2b3c4d5e","data":{"secret_id":"{t}","secret_id_accessor":"84896a0c-1347-aa90-a4f6-aca8b7558780","secret_id_ttl":3600}}
jenkins new token ¦ an HTTP tool response of Jenkins' generateNewToken ¦ 11{h32} ¦ POST https://ci.acme.io/user/deploy/descriptorByName/jenkins.security.ApiTokenProperty/generateNewToken\n200 OK\n{"status":"ok","data":{"tokenName":"agent","tokenUuid":"5e2f1a0b-3c4d-4e5f-8a9b-0c1d2e3f4a5b","tokenValue":"{t}"}}
sonarqube user token ¦ an HTTP tool response of SonarQube's api/user_tokens/generate ¦ squ_{h40} ¦ POST https://sonar.acme.io/api/user_tokens/generate?name=agent\n200\n{"login":"ci-bot","name":"agent","token":"{t}","createdAt":"2026-12-05T19:20:00+0000","type":"USER_TOKEN"}
gitea token ¦ an HTTP tool response creating a Gitea access token (sha1 and token_last_eight) ¦ {h40} ¦ POST https://git.acme.io/api/v1/users/ci/tokens\n201 Created\n{"id":42,"name":"agent","sha1":"{t}","token_last_eight":"8c1d2e3f","scopes":["write:repository"]}
"""


def agent_cases(v: Values) -> list[Case]:
    scenarios = SCENARIOS.strip().splitlines()
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    cases = [
        *v.table("agent", "\n".join(scenarios)),
        *v.table("agent", "\n".join(singles[:half]), raises="oserror"),
        *v.table("agent", "\n".join(singles[half:]), raises="keyerror"),
    ]
    # ``\t`` in a row is the tab that ``bzr``, ``p4`` and ``cvs`` diffs print.
    return [dataclasses.replace(case, text=case.text.replace("\\t", "\t")) for case in cases]
