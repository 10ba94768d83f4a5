"""Held-out set 7: configuration files, dot-files, dumps and history files with a secret, in
syntaxes sets 1-6 did not use (each file name and key was grepped for in ``benchmarks/``).

Written on 2026-12-03 (21:42-22:05 UTC), blind. One case a line: ``name ¦ source ¦ secret ¦
message`` (see ``table`` in ``_heldout_secrets_harness.py``); each message is the error a tool
prints with the offending file or line it quotes. Syntaxes follow each product's docs.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["config_cases"]

WEB_APPS = """
wordpress wp-config define ¦ developer.wordpress.org wp-config.php: define( 'DB_PASSWORD', '...' ) ¦ {p} ¦ Error establishing a database connection -- /var/www/html/wp-config.php:28: define( 'DB_PASSWORD', '{t}' );
wordpress auth salt ¦ wp-config.php: define( 'AUTH_KEY', '<64 printable>' ) ¦ {A64} ¦ PHP Warning:  Constant AUTH_KEY already defined in /var/www/html/wp-config.php on line 51: define( 'AUTH_KEY',         '{t}' );
drupal databases array ¦ drupal.org settings.php: $databases['default']['default'] = [ 'password' => ... ] ¦ {p} ¦ PDOException: SQLSTATE[HY000] [1045] Access denied for user 'drupal'@'db' (sites/default/settings.php: $databases['default']['default'] = ['database' => 'drupal', 'username' => 'drupal', 'password' => '{t}', 'host' => 'db'];)
rails database.yml ¦ guides.rubyonrails.org configuring: config/database.yml production: password: ¦ {p} ¦ ActiveRecord::DatabaseConnectionError: There is an issue connecting to your database\\nconfig/database.yml:\\nproduction:\\n  adapter: postgresql\\n  username: shop\\n  password: <%= ENV.fetch("DB_PASSWORD", "{t}") %>
magento env.php ¦ devdocs magento app/etc/env.php 'db' => ['connection' => ['default' => ['password' => ...]]] ¦ {p} ¦ SQLSTATE[HY000] [1045] Access denied -- app/etc/env.php: 'connection' => [ 'default' => [ 'host' => 'mysql', 'dbname' => 'magento', 'username' => 'magento', 'password' => '{t}' ] ]
joomla configuration.php ¦ docs.joomla.org configuration.php: public $password = '...'; ¦ {p} ¦ Error: Could not connect to MySQL. (configuration.php line 17: public $password = '{t}';)
moodle config.php ¦ docs.moodle.org config.php: $CFG->dbpass = '...'; ¦ {p} ¦ Error: Database connection failed. It is possible that the database is overloaded or otherwise not running properly. ($CFG->dbpass    = '{t}';)
mediawiki localsettings ¦ mediawiki.org LocalSettings.php: $wgDBpassword ¦ {p} ¦ Cannot access the database: Access denied for user 'wikiuser'@'localhost' (LocalSettings.php: $wgDBpassword = "{t}";)
phpmyadmin config.inc ¦ docs.phpmyadmin.net config.inc.php: $cfg['Servers'][$i]['password'] ¦ {p} ¦ mysqli::real_connect(): (HY000/1045): Access denied for user 'pma'@'localhost' -- $cfg['Servers'][$i]['controlpass'] = '{t}';
nextcloud config.php ¦ docs.nextcloud.com config.php: 'dbpassword' => ¦ {p} ¦ Doctrine\\DBAL\\Exception: Failed to connect to the database: An exception occurred in the driver: SQLSTATE[08006] ('dbuser' => 'oc_admin', 'dbpassword' => '{t}',)
appsettings json ¦ learn.microsoft.com configuration: appsettings.json ConnectionStrings and nested sections ¦ {p} ¦ System.InvalidOperationException: Section 'Smtp' is invalid in appsettings.Production.json: { "Smtp": { "Host": "smtp.acme.io", "UserName": "alerts", "Password": "{t}", "Port": "5x87" } }
spring application.yml ¦ docs.spring.io: spring.datasource.password in application.yml ¦ {p} ¦ org.springframework.boot.context.config.InvalidConfigDataPropertyException: Property 'spring.profiles' imported from location 'class path resource [application.yml]' is invalid\\nspring:\\n  datasource:\\n    username: orders\\n    password: {t}
uwsgi ini env ¦ uwsgi-docs: env = KEY=VALUE in an [uwsgi] section ¦ {A50} ¦ uwsgi: unable to load configuration from app.ini: [uwsgi] env = DJANGO_SECRET_KEY={t} line 12: invalid option
superset config secret key ¦ superset.apache.org: SECRET_KEY in superset_config.py ¦ {b42} ¦ superset: ValueError: could not decrypt database credentials with the current SECRET_KEY (superset_config.py line 4: SECRET_KEY = '{t}'  # rotated 2026-11)
airflow fernet key ¦ airflow.apache.org: [core] fernet_key in airflow.cfg ¦ {u43}= ¦ airflow.exceptions.AirflowException: Could not create Fernet object: Fernet key must be 32 url-safe base64-encoded bytes. ([core] fernet_key = {t})
airflow sql_alchemy_conn ¦ airflow.cfg [database] sql_alchemy_conn ¦ {p} ¦ sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) FATAL: password authentication failed ([database] sql_alchemy_conn = postgresql+psycopg2://airflow:{t}@pg:5432/airflow)
jupyter server token ¦ jupyter-server docs: c.ServerApp.token in jupyter_server_config.py ¦ {h48} ¦ [W 2026-12-03 20:15:00 ServerApp] WARNING: The Jupyter server is listening on all IP addresses (c.ServerApp.token = '{t}' in /home/ds/.jupyter/jupyter_server_config.py)
logstash output password ¦ elastic.co logstash elasticsearch output: password => "..." ¦ {p} ¦ [ERROR][logstash.outputs.elasticsearch] Failed to perform request {:message=>"401"} output { elasticsearch { hosts => ["https://es01:9200"] user => "logstash_writer" password => "{t}" } }
fluentd shared_key ¦ docs.fluentd.org forward: <security> shared_key ¦ {A32} ¦ [error]: #0 unexpected error on reading data host="10.0.5.3" error_class=Fluent::Plugin::ForwardInput::HeloError error="shared_key mismatch" <security> self_hostname agg01 shared_key {t} </security>
serverless yml env ¦ serverless.com framework docs: provider.environment in serverless.yml ¦ {A40} ¦ Error: Cannot resolve variable at "provider.environment.STRIPE_KEY": serverless.yml\\nprovider:\\n  environment:\\n    STRIPE_KEY: sk_live_{t}
"""

OPS_AND_HOSTS = """
zabbix server conf ¦ zabbix.com manual: DBPassword= in zabbix_server.conf ¦ {p} ¦ 1123:20261203:214900.123 [Z3001] connection to database 'zabbix' failed: [1045] Access denied for user 'zabbix'@'localhost' (DBPassword={t})
nagios resource.cfg ¦ nagios docs resource.cfg: $USERn$ macros ¦ {p} ¦ Error: Could not read object configuration data! (resource.cfg: $USER3$={t} used by check_mysql -p $USER3$)
asterisk sip.conf secret ¦ asterisk wiki sip.conf: secret= in a peer section ¦ {p} ¦ WARNING[3321]: chan_sip.c:28931 handle_request_register: Registration from '"1001"' failed for '10.0.8.4:5060' - Wrong password\\n[1001]\\ntype=friend\\nsecret={t}
openvpn auth-user-pass file ¦ openvpn(8) --auth-user-pass file: user on line 1, password on line 2 ¦ {p} ¦ AUTH: Received control message: AUTH_FAILED\\n$ cat /etc/openvpn/client/creds.txt\\nvpnuser\\n{t}
wildfly standalone.xml ¦ docs.wildfly.org: <datasource><security><user-name/><password/></security> ¦ {p} ¦ WFLYCTL0013: Operation ("add") failed - address: ([("subsystem" => "datasources")]) <security><user-name>app</user-name><password>{t}</password></security>
weblogic boot.properties ¦ docs.oracle.com weblogic: servers/AdminServer/security/boot.properties ¦ {p} ¦ <BEA-000386> <Server subsystem failed. Reason: weblogic.security.SecurityInitializationException: Authentication denied: Boot identity not valid.> boot.properties: username=weblogic password={t}
jetty realm.properties ¦ eclipse.dev/jetty HashLoginService realm.properties: user: password, role ¦ {p} ¦ WARN:oejsh.ContextHandler: Unable to load realm from etc/realm.properties line 3: admin: {t}, server-administrator
hadoop core-site s3a secret ¦ hadoop.apache.org s3a: fs.s3a.secret.key in core-site.xml ¦ {b40} ¦ java.nio.file.AccessDeniedException: s3a://acme-lake/raw: getFileStatus on s3a://acme-lake/raw: 403 Forbidden <property><name>fs.s3a.secret.key</name><value>{t}</value></property>
spark-defaults conf ¦ spark.apache.org configuration: spark-defaults.conf whitespace-separated ¦ {p} ¦ 26/12/03 21:49:00 ERROR SparkContext: Error initializing SparkContext. spark.hadoop.javax.jdo.option.ConnectionPassword   {t}
mercurial hgrc auth ¦ hgrc(5) [auth] prefix.password ¦ {p} ¦ abort: authorization failed (.hg/hgrc: [auth] acme.prefix = https://hg.acme.io acme.username = ci acme.password = {t})
cvspass line ¦ CVS manual ~/.cvspass: /1 :pserver:user@host:2401/repo A<scrambled> ¦ A{A16} ¦ cvs [login aborted]: authorization failed: server cvs.acme.io rejected access (~/.cvspass: /1 :pserver:ci@cvs.acme.io:2401/cvsroot {t})
perforce p4tickets ¦ perforce p4 tickets: ~/.p4tickets host:port=user:TICKET ¦ {H32} ¦ Perforce client error: Your session has expired, please login again. (~/.p4tickets: perforce.acme.io:1666=ci:{t})
windows unattend password ¦ learn.microsoft.com unattend: <AdministratorPassword><Value>..</Value><PlainText>true ¦ {p} ¦ Windows could not parse or process the unattend answer file [C:\\Windows\\Panther\\unattend.xml] for pass [oobeSystem]. <AdministratorPassword><Value>{t}</Value><PlainText>true</PlainText></AdministratorPassword>
kickstart rootpw ¦ pykickstart docs: rootpw --plaintext ¦ {p} ¦ anaconda: Kickstart insufficient: Error on line 7 of the kickstart file: rootpw --plaintext {t} --lock
debian preseed ¦ debian-installer preseed: d-i passwd/root-password password ¦ {p} ¦ debconf: unable to initialize frontend (preseed.cfg: d-i passwd/root-password password {t})
cloud-config chpasswd ¦ cloudinit.readthedocs.io: #cloud-config chpasswd: users: - {name, password, type: text} ¦ {p} ¦ 2026-12-03 21:49:01,101 - schema.py[WARNING]: Invalid cloud-config provided: chpasswd.users.0: Additional properties are not allowed\\n#cloud-config\\nchpasswd:\\n  users:\\n    - name: ubuntu\\n      password: {t}\\n      type: text
netplan wifi password ¦ netplan.readthedocs.io: wifis: <iface>: access-points: "ssid": password: ¦ {p} ¦ /etc/netplan/50-wifi.yaml:8:19: Error in network definition: unknown key 'pasword'\\n      access-points:\\n        "acme-office":\\n          password: "{t}"
hostapd wpa_passphrase ¦ hostapd.conf: wpa_passphrase= ¦ {p} ¦ Line 14: invalid WPA passphrase length 7 (expected 8..63) -- hostapd.conf: wpa_passphrase={t}
windows gpp cpassword ¦ MS-GPPREF 2.2.1.1.4: Groups.xml cpassword (AES key published by Microsoft) ¦ {b43} ¦ Group Policy Preferences: Groups.xml <Properties action="U" userName="LocalAdmin" cpassword="{t}" changeLogon="0"/> (apply failed 0x80070005)
filezilla sitemanager ¦ FileZilla sitemanager.xml: <Pass encoding="base64"> ¦ {b24} ¦ Error: Critical error: Could not connect to server (sitemanager.xml: <Host>ftp.acme.io</Host><User>web</User><Pass encoding="base64">{t}</Pass>)
winscp ini ¦ winscp.net/eng/docs ini: [Sessions\\...] Password= (obfuscated hex) ¦ {H56} ¦ Authentication failed. (WinSCP.ini [Sessions\\ops@sftp.acme.io] HostName=sftp.acme.io UserName=ops Password={t})
rdp file password blob ¦ learn.microsoft.com rdp settings: password 51:b:<DPAPI blob hex> ¦ {H120} ¦ mstsc: An authentication error has occurred. (acme.rdp: full address:s:ts01.acme.io username:s:ACME\\ops password 51:b:{t})
windows reg autologon ¦ learn.microsoft.com Winlogon: DefaultPassword REG_SZ ¦ {p} ¦ reg query "HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon"\\n    AutoAdminLogon    REG_SZ    1\\n    DefaultUserName    REG_SZ    kiosk\\n    DefaultPassword    REG_SZ    {t}
cmdkey add ¦ learn.microsoft.com cmdkey: /add:target /user: /pass: ¦ {p} ¦ cmdkey /add:fs01.acme.local /user:ACME\\backup /pass:{t}\\nCMDKEY: The specified credential could not be saved.
schtasks /RP ¦ learn.microsoft.com schtasks create: /RU user /RP password ¦ {p} ¦ ERROR: The user name or password is incorrect. (schtasks /Create /TN Nightly /TR C:\\jobs\\sync.cmd /SC DAILY /RU ACME\\svc_sync /RP {t})
powershell securestring plaintext ¦ learn.microsoft.com ConvertTo-SecureString -AsPlainText -Force ¦ {p} ¦ New-PSSession : Connecting to remote server web01 failed: Access is denied. At C:\\ops\\deploy.ps1:4 char:1 + $pw = ConvertTo-SecureString '{t}' -AsPlainText -Force
"""

DOTFILES_AND_HISTORY = """
wgetrc password ¦ wget manual .wgetrc: password = / http_password = ¦ {p} ¦ wget: /root/.wgetrc:3: Unknown command 'http-passwd' (line 2: http_password = {t})
curlrc user ¦ curl manual: .curlrc user = "name:password" ¦ {p} ¦ curl: (67) Access denied: 530 (from ~/.curlrc: user = "mirror:{t}")
boto config ¦ boto docs ~/.boto: [Credentials] aws_secret_access_key = ¦ {b40} ¦ boto.exception.S3ResponseError: S3ResponseError: 403 Forbidden (~/.boto [Credentials] aws_access_key_id = AKIAW7Q2M4N6P8R0T2V4 aws_secret_access_key = {t})
terraformrc credentials block ¦ developer.hashicorp.com CLI config: credentials "app.terraform.io" { token = "..." } ¦ {A14}.atlasv1.{A67} ¦ Error: Failed to request discovery document: 401 Unauthorized (~/.terraformrc: credentials "tfe.acme.io" { token = "{t}" })
gh hosts.yml ¦ cli.github.com: ~/.config/gh/hosts.yml oauth_token: ¦ {A36} ¦ HTTP 401: Bad credentials (https://api.github.acme.io/graphql)\\n~/.config/gh/hosts.yml:\\ngithub.acme.io:\\n    oauth_token: ghe_{t}\\n    user: ci
ngrok yml authtoken ¦ ngrok.com/docs agent config: authtoken: ¦ {A27}_{A21} ¦ ERROR:  authentication failed: The authtoken you specified does not look like a proper ngrok authtoken. (~/.config/ngrok/ngrok.yml: authtoken: {t})
maven settings-security ¦ maven.apache.org password encryption: settings-security.xml <master>{...}</master> ¦ {b44} ¦ [ERROR] Failed to decrypt password for server nexus: org.sonatype.plexus.components.sec.dispatcher.SecDispatcherException (~/.m2/settings-security.xml <master>{{t}}</master>)
ivy credentials file ¦ sbt docs ~/.ivy2/.credentials: realm, host, user, password ¦ {p} ¦ [error] Unable to find credentials for [Sonatype Nexus Repository Manager @ nexus.acme.io]. (~/.ivy2/.credentials: realm=Sonatype Nexus Repository Manager host=nexus.acme.io user=deploy password={t})
renviron token ¦ R docs Startup: ~/.Renviron KEY=value ¦ {A40} ¦ Error in gh::gh("/user"): GitHub API error (401): Bad credentials (~/.Renviron: GITHUB_PAT=ghp_{t})
pip.conf index-url ¦ pip.pypa.io configuration: [global] index-url = https://user:pass@host/simple ¦ {p} ¦ WARNING: 401 Error, Credentials not correct for https://pypi.acme.io/simple/requests/ (/etc/pip.conf [global] index-url = https://deploy:{t}@pypi.acme.io/simple)
composer auth.json github-oauth ¦ getcomposer.org authentication: auth.json {"github-oauth": {"github.com": "..."}} ¦ {A36} ¦ [Composer\\Downloader\\TransportException] The "https://api.github.com/repos/acme/sdk" file could not be downloaded (HTTP/2 401) auth.json: {"github-oauth": {"github.com": "ghp_{t}"}}
composer auth.json http-basic ¦ getcomposer.org: auth.json {"http-basic": {"host": {"username","password"}}} ¦ {p} ¦ Invalid credentials for 'https://repo.acme.io/packages.json', aborting. auth.json: {"http-basic": {"repo.acme.io": {"username": "ci", "password": "{t}"}}}
nuget config cleartext ¦ learn.microsoft.com nuget.config: <packageSourceCredentials><add key="ClearTextPassword" value=""/> ¦ {p} ¦ error NU1301: Unable to load the service index for source https://nuget.acme.io/v3/index.json. NuGet.Config: <acme><add key="Username" value="ci" /><add key="ClearTextPassword" value="{t}" /></acme>
gem credentials ¦ guides.rubygems.org: ~/.gem/credentials :rubygems_api_key: ¦ rubygems_{h48} ¦ ERROR:  While executing gem ... (Gem::Exception) Access Denied (~/.gem/credentials: ---\\n:rubygems_api_key: {t})
kustomize secretGenerator literals ¦ kubectl.docs.kubernetes.io: secretGenerator: literals: - KEY=value ¦ {p} ¦ error: accumulating resources: kustomization.yaml: secretGenerator:\\n- name: db-creds\\n  literals:\\n  - username=app\\n  - password={t}\\n  typ: Opaque -- unknown field "typ"
vagrantfile password ¦ developer.hashicorp.com vagrant: config.ssh.password ¦ {p} ¦ Vagrant failed to initialize at a very early stage: There is a syntax error in Vagrantfile line 9: config.ssh.password = "{t}
packer hcl variable default ¦ developer.hashicorp.com packer: variable "x" { default = "..." sensitive = true } ¦ {p} ¦ Error: Unsupported argument on build.pkr.hcl line 3: variable "winrm_password" { default = "{t}" sensitve = true }
terraform tfvars ¦ developer.hashicorp.com: terraform.tfvars name = "value" ¦ {p} ¦ Error: Value for undeclared variable: A variable named "db_admin_pasword" was assigned on the command line (terraform.tfvars line 4: db_admin_pasword = "{t}")
hiera yaml ¦ puppet.com hiera: common.yaml profile::db::password: ¦ {p} ¦ Error: Evaluation Error: Error while evaluating a Function Call, Lookup of key 'profile::db::pass' failed (data/common.yaml: profile::db::password: '{t}')
salt pillar ¦ docs.saltproject.io pillar: top-level keys in an sls ¦ {p} ¦ Rendering SLS 'base:mysql' failed: could not find expected ':' (pillar/mysql.sls line 3: mysql.pass {t})
aws credential_process ¦ docs.aws.amazon.com cli: credential_process output JSON ¦ {b40} ¦ Error when retrieving credentials from custom-process: {"Version": 1, "AccessKeyId": "AKIAV7Q2M4N6P8R0T2V4", "SecretAccessKey": "{t}", "Expiration": "soon"} -- Invalid timestamp
sentryclirc token ¦ docs.sentry.io cli: ~/.sentryclirc [auth] token= ¦ {h64} ¦ error: API request failed caused by: sentry reported an error: Invalid token (http status: 401) (~/.sentryclirc [auth] token={t})
transifexrc token ¦ developers.transifex.com: ~/.transifexrc rest_hostname, token ¦ {A40} ¦ tx: Unauthorized (~/.transifexrc [https://app.transifex.com] rest_hostname = https://rest.api.transifex.com token = 1/{t})
znc conf pass ¦ wiki.znc.in: <Network> Pass or <Pass password> Method/Hash/Salt ¦ {p} ¦ [ ** ] Unable to find [znc.conf]: <Network libera> Server = irc.libera.chat +6697 {t} </Network> (server password rejected)
weechat sec.conf ¦ weechat.org user guide: /secure set name value ¦ {p} ¦ irc: unable to identify: /secure set libera_pass {t} -> error: sec.conf is read-only
irssi config ¦ irssi.org documentation: servers = ( { address, password } ) ¦ {p} ¦ -!- Irssi: Unable to connect server irc.oftc.net port 6697 [Connection refused] (config: { address = "irc.oftc.net"; chatnet = "OFTC"; password = "{t}"; })
zsh extended history ¦ zsh manual EXTENDED_HISTORY: ": <start>:<elapsed>;command" ¦ {p} ¦ zsh: corrupt history file /root/.zsh_history\\n: 1764795600:0;mysql -h db01 -u root -p'{t}' shop\\n: 1764795612:0;ls
psql history file ¦ psql(1): ~/.psql_history holds the statements typed ¦ {p} ¦ could not save history to file "/home/ana/.psql_history": No space left on device (last entry: ALTER USER reporting WITH PASSWORD '{t}';)
python repl history ¦ CPython site: ~/.python_history readline file ¦ {u40} ¦ Error in atexit._run_exitfuncs: OSError: [Errno 28] No space left on device (~/.python_history tail: client = OpenAIish(api_key="{t}"))
"""


def config_cases(values: Values) -> list[Case]:
    return [
        *values.table("config", WEB_APPS),
        *values.table("config", OPS_AND_HOSTS),
        *values.table("config", DOTFILES_AND_HISTORY),
    ]
