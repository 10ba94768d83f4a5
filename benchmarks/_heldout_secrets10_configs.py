"""Held-out set 10: secrets in configuration files and log lines, as tools print or quote them.

YAML (block scalars, anchors and merges, flow maps, multi-document), TOML (dotted keys, inline
tables, arrays of tables, literal strings), INI (continuations, ``:`` separators, sections named
after hosts), ``.env`` (``export``, quoted, interpolated, multi-line), HCL (blocks, heredocs,
maps), XML (attributes, CDATA, nested ``<value>`` elements, Java properties as XML), and log
formats (logfmt, RFC 5424 and BSD syslog with structured data, journald export, CEF, GELF,
Apache and nginx error logs), each quoted in the error a tool raises when it parses or checks
that text. The key names are chosen to be ones no earlier set used for that syntax (a name like
``signing_material`` or ``bindCredential`` where earlier sets had ``password``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["config_cases", "log_cases"]

CONFIGS = r"""
yaml block scalar ¦ YAML 1.2 literal block scalar holding a credential ¦ {A40} ¦ yaml.constructor.ConstructorError: could not determine a constructor for the tag '!vault' in "deploy.yml", line 9\n  ldap:\n    bind_credential: |\n      {t}\n    bind_dn: cn=svc,dc=acme,dc=io
yaml anchor merge ¦ YAML anchors and merge keys (<<: *defaults) ¦ {p} ¦ ValidationError in compose.yaml: services.worker.environment: x-db: &db {{DB_HOST: pg01, DB_PASS: "{t}"}} <<: *db is not allowed here
yaml flow mapping ¦ YAML flow mapping on one line ¦ {A32} ¦ helm: Error: values.yaml line 14: mapping values are not allowed in this context: smtp: {{host: mail.acme.lan, user: alerts, secret: {t}, port: 587}}
yaml multi document ¦ YAML multi-document stream (---) in kubectl apply output ¦ {b32} ¦ error: error parsing secrets.yaml: error converting YAML to JSON: yaml: line 4: did not find expected key\n---\napiVersion: v1\nkind: Secret\nstringData:\n  signing-material: {t}\n---
yaml folded scalar ¦ YAML folded block scalar (>-) ¦ {u64} ¦ ansible: ERROR! Syntax Error while loading YAML. found unexpected end of stream\n  webhook_bearer: >-\n    {t}\n  webhook_url: https://hooks.acme.io/in
toml dotted key ¦ TOML dotted keys ¦ {A40} ¦ tomllib.TOMLDecodeError: Cannot overwrite a value (at line 7, column 31) in pyproject.toml: tool.acme.upload.credential = "{t}"
toml inline table ¦ TOML inline table ¦ {p} ¦ cargo: error: invalid type: string, expected a table for key `registries.internal` in ~/.cargo/config.toml: internal = {{ index = "sparse+https://crates.acme.lan/", login = "ci", passphrase = "{t}" }}
toml array of tables ¦ TOML array of tables ([[...]]) ¦ {h40} ¦ netlify.toml parse error at line 12: [[plugins]] package = "@acme/deploy" [plugins.inputs] deployHookSecret = '{t}' duplicate key
toml literal multiline ¦ TOML multi-line literal string (''') ¦ {A48} ¦ rye: error: config.toml: unknown field `source-auth`, expected one of `name`, `url`: source-auth = '''\n{t}\n'''
ini colon separator ¦ INI with ':' separators (Python configparser) ¦ {p} ¦ configparser.DuplicateOptionError: While reading from '/etc/acme/agent.ini' [line 11]: option 'logonsecret' in section 'mssql' already exists (logonsecret : {t})
ini continuation ¦ INI continuation line (configparser multi-line value) ¦ {A40} ¦ configparser.ParsingError: Source contains parsing errors: 'uploader.cfg' [line  5]: 'bucket_credential =\n    {t}\n'
ini host section ¦ INI sections named after hosts (odbc.ini style) ¦ {p} ¦ [unixODBC][Driver Manager]Data source name not found: odbc.ini [warehouse-prod.acme.lan] Driver=ODBC Driver 18 UID=etl PWD={t} Encrypt=yes
ini php ¦ php.ini / PHP-FPM pool env ¦ {p} ¦ [04-Dec-2026 06:10:11] ERROR: [pool www] unable to set env[MAIL_SMTP_PASS] = '{t}': invalid value
dotenv export ¦ .env with export statements (python-dotenv) ¦ {A40} ¦ python-dotenv could not parse statement starting at line 3: export SIGNING_SEED = "{t}
dotenv interpolated ¦ .env with ${VAR} interpolation (docker compose) ¦ {p} ¦ WARN[0000] The "REDIS_PW" variable is not set. Defaulting to a blank string. (.env: CACHE_URL=redis://:{t}@cache:6379/0)
dotenv multiline ¦ .env multi-line double-quoted value ¦ {b64} ¦ dotenv: error: unterminated quoted value for SERVICE_ACCOUNT_JSON at line 8: "{{\n  \"type\": \"service_account\",\n  \"private_key_material\": \"{t}\n
dotenv single quotes ¦ .env single-quoted value read by direnv ¦ {u43} ¦ direnv: error .envrc:4: unexpected EOF while looking for matching `''' (export HOOKDECK_SIGNING='{t})
hcl block ¦ HCL block (Terraform provider) ¦ {A40} ¦ │ Error: Unsupported argument\n│   on providers.tf line 6, in provider "acme":\n│    6:   client_passphrase = "{t}"\n│ An argument named "client_passphrase" is not expected here.
hcl heredoc ¦ HCL heredoc string (<<EOT) ¦ {b48} ¦ Error: Invalid expression on main.tf line 21: templatefile failed: webhook_hmac = <<EOT\n{t}\nEOT
hcl map variable ¦ HCL map in terraform.tfvars ¦ {p} ¦ Error: Invalid value for input variable: terraform.tfvars line 3: db_logins = {{ reporting = "{t}", etl = var.etl }} element "etl": string required.
hcl nomad template ¦ Nomad job spec template stanza (HCL) ¦ {A32} ¦ nomad job run api.nomad.hcl: Error parsing job file: template {{ data = "MAILGUN_SIGNING={t}" destination = "secrets/env" }} unexpected token
hcl packer variable ¦ Packer HCL variable default ¦ {p} ¦ Error: Unset variable "ssh_pass" in build.pkr.hcl line 4: variable "winrm_pass" {{ default = "{t}" sensitive = false }}
xml attribute ¦ XML attribute (log4j2 SMTP appender) ¦ {p} ¦ ERROR StatusLogger Could not create plugin of type class SmtpAppender: <SMTP name="mail" smtpHost="mail.acme.lan" smtpUsername="alerts" smtpPassword="{t}" to="ops@acme.io"/>
xml cdata ¦ XML CDATA section ¦ {A40} ¦ lxml.etree.XMLSyntaxError: Opening and ending tag mismatch: credential line 7 and creds, line 8, column 12 (<creds><credential><![CDATA[{t}]]></creds>)
xml nested value ¦ XML nested element (Hadoop core-site.xml property) ¦ {A40} ¦ Configuration problem in core-site.xml: <property><name>fs.azure.account.key.acmelake.dfs.core.windows.net</name><value>{t}</value></property> overrides a final parameter
xml java properties ¦ Java properties in XML form (<entry key=...>) ¦ {p} ¦ java.util.InvalidPropertiesFormatException: <entry key="jdbc.secret">{t}</entry> in app.properties.xml: org.xml.sax.SAXParseException
xml maven settings ¦ Maven settings.xml <server> block ¦ {A40} ¦ [ERROR] Non-parseable settings /home/ci/.m2/settings.xml: <server><id>acme-releases</id><username>ci</username><privateKey>~/.ssh/id_ed25519</privateKey><passphrase>{t}</passphrase></server>
xml nuget config ¦ NuGet.Config packageSourceCredentials ClearTextPassword ¦ {p} ¦ error NU1301: Unable to load the service index for source https://nuget.acme.lan/v3/index.json. NuGet.Config: <add key="ClearTextPassword" value="{t}" />
xml web.config ¦ ASP.NET web.config appSettings ¦ {A40} ¦ Configuration Error: Unrecognized attribute 'valu'. web.config line 14: <add key="Stripe:SigningKey" valu="{t}" />
json in json ¦ JSON string holding escaped JSON (a queue message body) ¦ {A40} ¦ sqs: message 7c1e rejected by consumer: {{"Body":"{{\"event\":\"rotate\",\"credentials\":{{\"apiSecret\":\"{t}\"}}}}","Attributes":{{"ApproximateReceiveCount":"5"}}}}
json in json in json ¦ JSON escaped twice (a log line holding a message holding a body) ¦ {u43} ¦ {{"level":"error","msg":"{{\"payload\":\"{{\\\"refresh\\\":\\\"{t}\\\"}}\"}}","ts":1764828000}}
json with unicode escapes ¦ JSON with \u-escaped characters in the key and value separators ¦ {A40} ¦ {{"error":"bad request","echo":{{"\u0061ccess_key":"{t}"}}}}
json pretty printed ¦ JSON pretty-printed over several lines with a nested credential object ¦ {p} ¦ Error: schema validation failed for connections.json:\n{{\n  "warehouse": {{\n    "auth": {{\n      "kind": "password",\n      "value": "{t}"\n    }}\n  }}\n}}
docker config auths ¦ Docker config.json "auths" with an identitytoken ¦ {u64} ¦ Error response from daemon: Get "https://registry.acme.lan/v2/": unauthorized (config.json: {{"auths":{{"registry.acme.lan":{{"identitytoken":"{t}"}}}}}})
kubeconfig exec env ¦ kubeconfig user exec plugin with env ¦ {A40} ¦ error: getting credentials: exec: executable acme-auth failed with exit code 1 (users: - name: ci user: exec: env: - name: ACME_SESSION_SECRET value: {t})
kubeconfig auth provider ¦ kubeconfig auth-provider config with a refresh token ¦ {u64} ¦ error: failed to refresh token: oauth2: "invalid_grant" (auth-provider: name: oidc config: client-id: kubectl idp-issuer-url: https://id.acme.io refresh-token: {t})
systemd credential ¦ systemd unit Environment= line ¦ {p} ¦ acme-worker.service: /etc/systemd/system/acme-worker.service:12: Invalid environment assignment, ignoring: Environment="AMQP_PASSWD={t}" "AMQP USER=worker"
crontab line ¦ crontab entry with an inline variable ¦ {A32} ¦ cron[812]: (root) BAD FILE MODE (/etc/cron.d/backup: 15 3 * * * root B2_APPLICATION_KEY={t} /usr/local/bin/backup.sh)
netrc line ¦ .netrc machine entry on one line ¦ {p} ¦ ftp: .netrc file is readable by others, ignoring: machine ftp.acme.lan login mirror password {t}
pgpass line ¦ .pgpass host:port:db:user:password ¦ {p} ¦ WARNING: password file "/home/etl/.pgpass" has group or world access; permissions should be u=rw (0600) or less: pg01:5432:*:etl:{t}
"""

LOGS = r"""
logfmt line ¦ logfmt (key=value, quoted values) ¦ {A40} ¦ level=error ts=2026-12-04T06:12:01Z caller=client.go:88 msg="upstream rejected" upstream=billing signing_key={t} status=401
logfmt quoted ¦ logfmt with a quoted value containing spaces ¦ {p} ¦ level=warn msg="retrying login" user=svc_etl pass="{t} " attempt=3
logfmt nested dotted ¦ logfmt with dotted keys from a structured logger ¦ {u43} ¦ time=2026-12-04T06:12:02Z level=ERROR msg="request failed" http.request.header.x-session=[{t}] http.status=403
syslog rfc5424 structured data ¦ RFC 5424 syslog with STRUCTURED-DATA ¦ {A40} ¦ <134>1 2026-12-04T06:12:03.001Z api01 acme-api 4412 AUTH [origin ip="10.0.4.2"][acme@32473 clientSecret="{t}" tenant="north"] login failed
syslog bsd ¦ BSD syslog (RFC 3164) line from sudo ¦ {p} ¦ Dec  4 06:12:04 bastion sudo[9921]:   deploy : TTY=pts/0 ; PWD=/srv ; USER=root ; COMMAND=/usr/bin/mysql -u root --password={t} -e SHOW DATABASES
syslog bsd su ¦ BSD syslog of a failed command with the secret as its argument ¦ {A32} ¦ Dec  4 06:12:05 ci01 bash[2231]: HISTORY: PID=2231 UID=1001 export SENDGRID_KEY={t}
journald export ¦ journalctl -o export fields ¦ {p} ¦ __REALTIME_TIMESTAMP=1764828726000000\n_SYSTEMD_UNIT=acme-etl.service\nMESSAGE=connection failed: FATAL:  password authentication failed for user "etl" (dsn host=pg01 user=etl password={t})\nPRIORITY=3
journald json ¦ journalctl -o json ¦ {A40} ¦ {{"_SYSTEMD_UNIT":"uploader.service","MESSAGE":"PUT failed 403: x-upload-credential={t}","PRIORITY":"3","_PID":"7712"}}
cef line ¦ ArcSight CEF with an extension field ¦ {p} ¦ CEF:0|Acme|Gateway|4.2|401|Login failure|5|src=10.0.4.9 suser=backup cs1Label=pwd cs1={t} outcome=failure
gelf message ¦ GELF JSON with an additional _field ¦ {A40} ¦ {{"version":"1.1","host":"api01","short_message":"webhook signature mismatch","level":3,"_hook_secret":"{t}","_route":"/hooks/in"}}
apache error log ¦ Apache error log with a proxy credential in the backend URL ¦ {p} ¦ [Fri Dec 04 06:12:07.441 2026] [proxy:error] [pid 4121] (111)Connection refused: AH00957: http: attempt to connect to backend http://svc:{t}@10.0.4.8:8080/ failed
nginx error log ¦ nginx error log with the request line quoted ¦ {u43} ¦ 2026/12/04 06:12:08 [error] 31#31: *8812 upstream timed out while reading response header, client: 10.0.4.2, request: "GET /v1/export?session_key={t}&fmt=csv HTTP/1.1", upstream: "http://10.0.4.7:9000/v1/export"
haproxy log ¦ HAProxy log with captured request headers ¦ {A40} ¦ Dec  4 06:12:09 lb01 haproxy[77]: 10.0.4.2:51844 [04/Dec/2026:06:12:09.101] fe_api be_api/api02 0/0/1/-1/2 502 0 - - SH-- 12/12/0/0/0 0/0 {{api.acme.io|{t}}} "POST /v2/ingest HTTP/1.1"
windows event log ¦ Windows event 4688 with the command line recorded ¦ {p} ¦ EventID 4688: A new process has been created. Process Command Line: net use \\\\fs01\\share /user:ACME\\backup {t}
log4j pattern ¦ log4j/logback line with MDC fields ¦ {u43} ¦ 2026-12-04 06:12:10.555 ERROR [http-nio-8080-exec-4] [traceId=4bf92f3577b34da6 bearer={t}] c.a.g.AuthFilter - token rejected by introspection
python logging dict ¦ Python logging of a dict with %r ¦ {A40} ¦ ERROR:acme.sync:push failed for {{'endpoint': 'https://sync.acme.io', 'tenant': 'north', 'hmac_secret': '{t}'}}
"""


def config_cases(values: Values) -> list[Case]:
    return [_unbrace(case) for case in values.table("config", CONFIGS)]


def log_cases(values: Values) -> list[Case]:
    return [_unbrace(case) for case in values.table("log", LOGS)]


def _unbrace(case: Case) -> Case:
    """Rows write a literal brace as ``{{`` or ``}}`` so that they read like format strings."""
    text = case.text.replace("{{", "{").replace("}}", "}")
    return Case(case.kind, case.source, text, case.secret, case.args, case.raises)
