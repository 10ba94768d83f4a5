"""Held-out set 6: secrets in configuration files and dumps of syntaxes earlier sets did not use.

One case a line: ``name ¦ source ¦ secret ¦ message`` (see ``table`` in
``_heldout_secrets_harness.py``); each message is a tool's error that quotes the offending file
or block, as config checkers (``nginx -t``, ``apachectl configtest``, ``systemd-analyze
verify``, ``named-checkconf``, ``haproxy -c``) and support bundles do. Syntaxes: HCL, INI
variants, Java ``.properties``, XML attributes and elements, YAML anchors and merge keys, TOML,
systemd units, nginx and Apache, crontabs, JAAS, PPP and IPsec secrets, BIND, NTP, network
device configs, mail client rc files, ``.pgpass``, and more.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["config_cases"]

FILES = """
hcl provider block ¦ HashiCorp HCL: attribute = "value" in a provider block ¦ {p} ¦ Error: Invalid provider configuration on main.tf line 12:\\n  12: provider "postgresql" {\\n  13:   host     = "db.acme.io"\\n  14:   password = "{t}"\\n  15: }
hcl nomad template env ¦ Nomad job spec: env stanza in HCL ¦ {A32} ¦ Error getting job struct: Error parsing job file from web.nomad: job "web" -> group "api" -> task "srv": env { STRIPE_KEY = "{t}" } invalid key
hcl vault seal block ¦ Vault config: seal "transit" { token = "..." } ¦ hvs.{u90} ¦ Error parsing config: seal "transit" {\\n  address = "https://vault-2:8200"\\n  token   = "{t}"\\n  key_name = "autounseal"\\n} unsupported key "mount"
hcl consul acl tokens ¦ Consul agent config acl { tokens { agent = "..." } } ¦ {uuid} ¦ ==> Error parsing /etc/consul.d/acl.hcl: acl { tokens { agent = "{t}" } enabled = yes } expected bool
ini my.cnf client section ¦ MySQL option files [client] password= ¦ {p} ¦ mysqldump: [ERROR] unknown variable 'ssl-md=VERIFY_IDENTITY'. (/root/.my.cnf: [client]\\nuser=backup\\npassword={t}\\nssl-md=VERIFY_IDENTITY)
ini odbc.ini dsn ¦ unixODBC odbc.ini [DSN] Password = ¦ {p} ¦ [unixODBC][Driver Manager]Data source name not found (odbc.ini:\\n[Reporting]\\nDriver = FreeTDS\\nServer = sql02\\nUID = rpt\\nPWD = {t})
ini grafana admin ¦ grafana.ini [security] admin_password ¦ {p} ¦ logger=settings t=2026-12-03T20:40:11Z level=error msg="Failed to parse" file=/etc/grafana/grafana.ini section=security admin_user=admin admin_password = {t}
ini sssd authtok ¦ sssd.conf(5) ldap_default_authtok ¦ {p} ¦ (2026-12-03 20:41:07): [sssd] [confdb_init_db] Config merge error: [domain/acme] ldap_default_bind_dn = cn=sssd,dc=acme,dc=io ldap_default_authtok = {t} ldap_tls_reqcert = demandd
ini s3cfg secret ¦ s3cmd .s3cfg secret_key = ¦ {b30} ¦ ERROR: S3 error: 403 (SignatureDoesNotMatch) -- config /home/ci/.s3cfg: access_key = AKIAZ2Q8M4N6P8R0T2V4 secret_key = {t}
ini pypirc ¦ packaging.python.org .pypirc [pypi] password ¦ pypi-AgEIcHlwaS5vcmc{u80} ¦ ERROR InvalidConfiguration: /home/ci/.pypirc [testpypi] repository missing\\n[pypi]\\nusername = __token__\\npassword = {t}
ini offlineimaprc ¦ OfflineIMAP config remotepass = ¦ {p} ¦ ERROR: While attempting to sync account 'Work': [Errno 111] Connection refused ([Repository Remote] remotehost = imap.acme.io remoteuser = ana remotepass = {t})
ini supervisord environment ¦ supervisord.conf environment=KEY="val",KEY2="val2" ¦ {A40} ¦ Error: Unexpected end of key/value pairs in value 'API_HOST="api.acme.io",API_TOKEN="{t}' in section 'program:worker' (file: /etc/supervisor/conf.d/worker.conf)
properties jdbc datasource ¦ Java .properties key=value ¦ {p} ¦ Caused by: java.lang.IllegalStateException: Failed to load property source from 'classpath:/application-prod.properties' spring.datasource.url=jdbc:mariadb://db/app\\nspring.datasource.password={t}\\nspring.jpa.hibernate.ddl-auto=validate
properties with colon separator ¦ java.util.Properties: key: value and key value forms ¦ {p} ¦ gradle.properties line 7: signing.secretKeyRingFile: /home/ci/.gnupg/secring.gpg\\nsigning.password {t}\\nmavenCentralPassword: {t}
properties kafka jaas ¦ Kafka docs: sasl.jaas.config=...PlainLoginModule required username= password=; ¦ {p} ¦ org.apache.kafka.common.KafkaException: Failed to create new KafkaAdminClient (sasl.jaas.config = org.apache.kafka.common.security.plain.PlainLoginModule required username="svc-etl" password="{t}";)
jaas file scram ¦ Kafka docs: KafkaClient { ScramLoginModule required ... }; ¦ {p} ¦ javax.security.auth.login.LoginException: No LoginModule found for org.apache.kafka.common.security.scram.ScramLoginModul\\nKafkaClient {\\n  org.apache.kafka.common.security.scram.ScramLoginModule required\\n  username="alice"\\n  password="{t}";\\n};
xml tomcat-users attribute ¦ Tomcat tomcat-users.xml <user username= password= roles=/> ¦ {p} ¦ SEVERE: Parse error in tomcat-users.xml at line 4: <user username="manager" password="{t}" roles="manager-gui,admin-gui"> element type "user" must be followed by attribute specifications
xml context resource ¦ Tomcat context.xml <Resource ... password=/> ¦ {p} ¦ javax.naming.NamingException: Could not create resource factory instance [Root exception is java.lang.ClassNotFoundException: org.mariadb.jdbc.Driver] <Resource name="jdbc/app" auth="Container" type="javax.sql.DataSource" username="app" password="{t}" url="jdbc:mariadb://db:3306/app"/>
xml hibernate property ¦ hibernate.cfg.xml <property name="connection.password"> ¦ {p} ¦ org.hibernate.HibernateException: Unable to load class [com.mysql.jdbc.Driver] <property name="hibernate.connection.username">app</property><property name="hibernate.connection.password">{t}</property>
xml web.config connectionStrings ¦ ASP.NET web.config <add connectionString="...Password=..."/> ¦ {p} ¦ Parser Error Message: Unrecognized attribute 'providerNam'. Line 12: <add name="Shop" connectionString="Data Source=sql03;Initial Catalog=Shop;User ID=shop;Password={t}" providerNam="System.Data.SqlClient" />
xml jenkins credentials ¦ Jenkins credentials.xml <password> holds {AQAAABAAAA...} ciphertext ¦ {AQAAABAAAAAQ{b66}} ¦ hudson.util.Secret: Failed to decrypt secret in credentials.xml: <com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl><id>nexus</id><username>ci</username><password>{t}</password>
xml android keystore gradle ¦ Android signing config storePassword ¦ {p} ¦ Execution failed for task ':app:validateSigningRelease'. Keystore file '/ci/release.jks' not found for signing config 'release' (storePassword '{t}', keyAlias 'upload')
yaml anchor merge ¦ YAML 1.1 anchors & and merge keys << ¦ {p} ¦ yaml.constructor.ConstructorError: found undefined alias 'prod_db' in "config.yml", line 11\\ndefaults: &db\\n  user: app\\n  password: {t}\\nstaging:\\n  <<: *db
yaml block scalar ¦ YAML literal block scalar | ¦ {A64} ¦ error converting YAML to JSON: yaml: line 6: did not find expected key\\nstringData:\\n  token: |\\n    {t}\\n  extra
yaml flow mapping ¦ YAML flow mapping {k: v} ¦ {p} ¦ ValidationError: spec.auth: Invalid value: {username: replicator, password: {t}, mechanism: SCRAM-SHA-512}
yaml prometheus basic_auth ¦ Prometheus scrape config basic_auth.password ¦ {p} ¦ err="error loading config from \\"/etc/prometheus/prometheus.yml\\": parsing YAML file: basic_auth: {username: scraper, password: {t}} yaml: unmarshal errors: field pasword not found"
yaml alertmanager smtp ¦ Alertmanager global.smtp_auth_password ¦ {p} ¦ level=error component=configuration msg="Loading configuration file failed" file=alertmanager.yml err="smtp_auth_password: {t} set but smtp_auth_username missing"
toml telegraf output ¦ Telegraf TOML [[outputs.influxdb_v2]] token = ¦ {u86}== ¦ E! [telegraf] Error running agent: error loading config file /etc/telegraf/telegraf.conf: plugin outputs.influxdb_v2: line 14: configuration specified the fields ["tokn"], but they weren't used\\n  token = "{t}"
toml traefik basicauth users ¦ Traefik: users = ["user:hash"] (htpasswd hashes) ¦ $apr1$H6uskkkW${u22} ¦ level=error msg="middleware \\"auth@file\\" does not exist" basicAuth users = ["admin:{t}"]
systemd environment ¦ systemd.exec(5): Environment="VAR=value" ¦ {A40} ¦ /etc/systemd/system/ingest.service:9: Invalid environment assignment, ignoring: Environment="SLACK_WEBHOOK_SECRET={t}" "BROKEN
systemd credential literal ¦ systemd.exec(5): SetCredential=ID:VALUE ¦ {p} ¦ ingest.service: Failed to set up credentials: Protocol error (SetCredential=dbpass:{t} LoadCredential=tls.key:/etc/ssl/ingest.key)
systemd drop-in override ¦ systemctl edit drop-in with Environment= ¦ {u40} ¦ systemd[1]: /etc/systemd/system/api.service.d/override.conf:3: Unknown key name 'Enviroment' in section 'Service', ignoring. Enviroment=GITHUB_TOKEN={t}
nginx proxy_set_header ¦ nginx ngx_http_proxy_module: proxy_set_header Authorization ¦ {b33} ¦ nginx: [emerg] unexpected ";" in /etc/nginx/conf.d/upstream.conf:14 proxy_set_header Authorization "Basic {t}";;
nginx map of api keys ¦ nginx map block with keys ¦ {A32} ¦ nginx: [emerg] duplicate value "{t}" in /etc/nginx/conf.d/keys.map:7 (map $http_x_api_key $client_name)
apache setenv ¦ Apache mod_env: SetEnv VAR value ¦ {p} ¦ AH00526: Syntax error on line 31 of /etc/apache2/sites-enabled/app.conf: SetEnv takes 1-2 arguments (SetEnv DB_PASSWORD {t} extra)
apache ldap bind password ¦ Apache mod_authnz_ldap AuthLDAPBindPassword ¦ {p} ¦ AH01618: user ana not found: /intranet (AuthLDAPBindDN "cn=apache,ou=svc,dc=acme,dc=io" AuthLDAPBindPassword "{t}")
haproxy userlist insecure password ¦ HAProxy userlist: user name insecure-password ¦ {p} ¦ [ALERT]    (8812) : config : parsing [/etc/haproxy/haproxy.cfg:48] : 'user' : unknown keyword 'grups'. (user stats insecure-password {t} grups admin)
crontab curl basic ¦ crontab(5) line running curl -u ¦ {p} ¦ /etc/cron.d/report: bad minute; while reading /etc/cron.d/report\\n*/61 * * * * root curl -fsS -u reporter:{t} https://bi.acme.io/refresh
crontab env line ¦ crontab(5): VAR=value lines ¦ {A40} ¦ crontab: installing new crontab\\n"/tmp/crontab.Xy1kQ":3: bad command\\nAPI_KEY={t}\\n0 3 * * * /opt/sync.sh
pgpass line ¦ PostgreSQL libpq .pgpass hostname:port:database:username:password ¦ {p} ¦ WARNING: password file "/home/ci/.pgpass" has group or world access; permissions should be u=rw (0600) or less -- db01.acme.io:5432:*:replicator:{t}
netrc multi-line ¦ netrc(5) machine/login/password on separate lines ¦ {A40} ¦ netrc.NetrcParseError: bad follower token 'macdef' (/root/.netrc, line 4)\\nmachine api.heroku.com\\n  login ops@acme.io\\n  password {t}
git-credentials store ¦ git-credential-store(1) ~/.git-credentials lines ¦ {A40} ¦ warning: url has no scheme: gitlab.acme.io\\nfatal: credential url cannot be parsed: https://oauth2:{t}@gitlab.acme.io (from ~/.git-credentials line 2)
ppp chap-secrets ¦ pppd(8) /etc/ppp/chap-secrets: client server secret IP ¦ {p} ¦ pppd[2231]: No CHAP secret found for authenticating us to isp -- /etc/ppp/chap-secrets: "acme-dsl" * "{t}" *
ipsec secrets psk ¦ strongSwan ipsec.secrets: : PSK "..." ¦ {A40} ¦ charon: 12[CFG] loading secrets from '/etc/ipsec.secrets' failed: syntax error at line 3: 203.0.113.5 198.51.100.7 : PSK "{t}" extra
wpa_supplicant psk ¦ wpa_supplicant.conf(5) network block psk= ¦ {p} ¦ Line 6: invalid key_mgmt 'WPA-PSKK'\\nnetwork={\\n  ssid="acme-office"\\n  psk="{t}"\\n  key_mgmt=WPA-PSKK\\n}
networkmanager keyfile ¦ nm-settings-keyfile(5) [wifi-security] psk= ¦ {p} ¦ NetworkManager: <warn> keyfile: load: "/etc/NetworkManager/system-connections/lab.nmconnection": failed to load connection: invalid setting name 'wifi-securty' ([wifi-securty] key-mgmt=wpa-psk psk={t})
bind tsig key ¦ named.conf(5): key "name" { algorithm hmac-sha256; secret "base64"; }; ¦ {b32} ¦ /etc/bind/named.conf.keys:3: unknown option 'algoritm'\\nkey "xfer-key" {\\n  algoritm hmac-sha256;\\n  secret "{t}";\\n};
ntp keys file ¦ ntp.keys(5): keyno type key ¦ {h40} ¦ ntpd[811]: authreadkeys: invalid type for key 7 in /etc/ntp.keys (7 SHA11 {t})
radius clients.conf ¦ FreeRADIUS clients.conf secret = ¦ {p} ¦ /etc/freeradius/3.0/clients.conf[22]: Failed to find "ipaddr" in section "client switch-2" (secret = {t}, shortname = sw2)
redis conf requirepass ¦ redis.conf: requirepass and masterauth ¦ {p} ¦ *** FATAL CONFIG FILE ERROR (Redis 7.2.4) *** Reading the configuration file, at line 903 >>> 'masterauth {t} extra' wrong number of arguments
sentinel auth-pass ¦ Redis Sentinel: sentinel auth-pass <master> <password> ¦ {p} ¦ *** FATAL CONFIG FILE ERROR *** line 12 >>> 'sentinel auth-pass mymaster {t}' No such master with specified name.
cisco type 0 password ¦ Cisco IOS: username NAME password 0 CLEARTEXT ¦ {p} ¦ % Invalid input detected at '^' marker.\\nrouter(config)#username netops privilege 15 password 0 {t} secrett
cisco snmp community ¦ Cisco IOS: snmp-server community STRING RO ¦ {A20} ¦ %SNMP-3-AUTHFAIL: Authentication failure for SNMP req from host 10.1.1.9 (running-config: snmp-server community {t} RO 10)
mikrotik user add ¦ RouterOS: /user add name= password= group= ¦ {p} ¦ failure: group "full-admin" does not exist (/user add name=backup password={t} group=full-admin)
postfix sasl_passwd ¦ Postfix SASL_README: [host]:port username:password ¦ {p} ¦ postmap: fatal: open /etc/postfix/sasl_passwd.db: Permission denied ([smtp.mailgw.acme.io]:587 relay@acme.io:{t})
msmtprc password ¦ msmtp(1) config: password ¦ {p} ¦ msmtp: /home/ci/.msmtprc: line 9: unknown command tls_trust_fil (account alerts; host smtp.acme.io; user alerts; password {t})
muttrc imap_pass ¦ muttrc(5): set imap_pass= ¦ {p} ¦ Error in /home/ana/.muttrc, line 14: imap_pss: unknown variable (set imap_pass = "{t}")
fetchmailrc poll ¦ fetchmail(1) rc: poll host user x password "y" ¦ {p} ¦ fetchmail: /home/ana/.fetchmailrc:3: syntax error at is\\npoll pop.acme.io proto pop3 user "ana" password "{t}" is is ana
docker env file ¦ docker run --env-file: VAR=value lines ¦ {A40} ¦ docker: poorly formatted environment: variable 'SENTRY AUTH' contains whitespaces. See 'docker run --help'. (prod.env: SENTRY_DSN=... SENTRY AUTH={t})
"""


def config_cases(values: Values) -> list[Case]:
    return values.table("config", FILES)
