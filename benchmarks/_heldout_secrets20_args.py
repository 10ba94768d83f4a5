"""Held-out set 20: secrets only in a tool's arguments, as a coding agent would pass them.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in the earlier sets' files (none
matched): package managers' and build tools' credential files an agent writes whole
(``kubeconfig_yaml_text``, ``dockerconfigjson_b64``, ``npm_token_line``,
``twine_upload_secret``, ``poetry_http_basic``, ``uv_index_password``,
``bundler_credentials``, ``nuget_apikey_arg``, ``sbt_credentials_file``,
``ivy_settings_xml``, ``leiningen_profiles_clj``, ``hexpm_key_arg``, ``dart_pub_token``,
``cocoapods_trunk_token``, ``conan_remote_password``, ``vcpkg_binary_source``,
``julia_pkg_server_token``, ``cabal_config_text``, ``renviron_text``,
``quarto_publish_token``), databases and queues (``pgpass_entry``, ``my_cnf_client``,
``redis_acl_line``, ``clickhouse_users_xml``, ``cqlshrc_text``, ``couchdb_admin_ini``,
``influx_token_flag``, ``neo4j_auth_env``, ``rabbitmq_definitions_json``,
``kafka_jaas_conf``, ``zookeeper_digest``, ``etcd_root_password``), cluster tools
(``consul_acl_token_arg``, ``nomad_token_arg``, ``vault_unseal_share``), mail
(``postfix_sasl_passwd``, ``dovecot_passwd_line``, ``msmtprc_text``, ``fetchmailrc_text``,
``muttrc_imap_pass``), backups (``rclone_conf_text``, ``restic_password_file``,
``borg_passphrase_env``, ``duplicity_passphrase``, ``s3cfg_text``, ``boto_cfg_text``,
``rsync_secrets_line``), VPNs and tunnels (``wireguard_private_key``,
``openvpn_auth_user_pass``, ``strongswan_psk_line``, ``zerotier_auth_token``,
``tailscale_authkey_arg``, ``headscale_preauth``, ``cloudflared_tunnel_token``) and set 20's
languages (``ʻōlelo_huna``, ``вăрттăн_сăмах``, ``код_доступу``, ``таен_клуч``, ``གསང་ཚིག``,
``ܡܠܬܐ_ܕܐܪܙܐ``, ``lefoko_la_sephiri``, ``liafuan_segredu``, ``ger_tremena``,
``fockle_arrey``, ``peraule_segrete``, ``сусæг_дзырд``, ``кистэлэҥ_тыл``, ``нюуса_үгэ``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["argument_cases"]

# name ¦ value template ({s} is the secret) ¦ secret alphabet and length ("p": a typed password)
# ¦ the message the tool raises (no secret in it)
_ROWS = r"""
kubeconfig_yaml_text ¦ apiVersion: v1\nkind: Config\nusers:\n- name: ci\n  user:\n    token: {s}\n ¦ u64 ¦ write_file: ~/.kube is a symlink outside the workspace
dockerconfigjson_b64 ¦ {s} ¦ b96 ¦ kubectl: secret 'regcred' already exists in namespace 'shop'
npm_token_line ¦ //registry.npmjs.org/:_authToken=npm_{s} ¦ A36 ¦ append_file: .npmrc is tracked by git; refusing
twine_upload_secret ¦ pypi-{s} ¦ u80 ¦ twine: dist/ is empty
poetry_http_basic ¦ {"acme": {"username": "ci", "password": "{s}"}} ¦ p ¦ poetry: source 'acme' not declared in pyproject.toml
uv_index_password ¦ {s} ¦ A32 ¦ uv: index 'acme' has no url
bundler_credentials ¦ gems.acme.io ci:{s} ¦ h40 ¦ bundle: Gemfile.lock is frozen
nuget_apikey_arg ¦ oy2{s} ¦ l43 ¦ dotnet nuget push: package file not found
sbt_credentials_file ¦ realm=Artifactory Realm\nhost=maven.acme.io\nuser=ci\npassword={s}\n ¦ A40 ¦ sbt: project/build.properties missing
ivy_settings_xml ¦ <ivysettings><credentials host="ivy.acme.io" realm="acme" username="ci" passwd="{s}"/></ivysettings> ¦ p ¦ ant: ivy.xml not found
leiningen_profiles_clj ¦ {:auth {:repository-auth {#"acme" {:username "ci" :password "{s}"}}}} ¦ p ¦ lein: profiles.clj is not readable
hexpm_key_arg ¦ {s} ¦ h32 ¦ mix hex.publish: package name taken
dart_pub_token ¦ {s} ¦ u48 ¦ dart pub: hosted URL must be https
cocoapods_trunk_token ¦ {s} ¦ h32 ¦ pod trunk: session expired
conan_remote_password ¦ {s} ¦ p ¦ conan: remote 'acme' disabled
vcpkg_binary_source ¦ clear;nuget,https://nuget.acme.io/v3/index.json,readwrite;nugettimeout,600\nVCPKG_NUGET_APIKEY={s} ¦ A40 ¦ vcpkg: triplet x64-linux not supported
julia_pkg_server_token ¦ {"access_token": "{s}", "expires_in": 3600} ¦ u64 ¦ julia: Pkg server unreachable
cabal_config_text ¦ repository acme\n  url: https://hackage.acme.io/\n  username: ci\n  password: {s}\n ¦ p ¦ cabal: config file is locked
renviron_text ¦ GITHUB_PAT=ghp_{s}\nR_LIBS_USER=~/R/library\n ¦ A36 ¦ R: ~/.Renviron already exists
quarto_publish_token ¦ {s} ¦ A40 ¦ quarto publish: _publish.yml missing
pgpass_entry ¦ pg-1.internal:5432:*:backup:{s} ¦ p ¦ write_file: ~/.pgpass must be mode 0600
my_cnf_client ¦ [client]\nuser=backup\npassword={s}\n ¦ p ¦ mysql: option file ignored (world-writable)
redis_acl_line ¦ user cache on >{s} ~cache:* +@read +@write ¦ p ¦ redis: ACL file not configured
clickhouse_users_xml ¦ <clickhouse><users><etl><password>{s}</password></etl></users></clickhouse> ¦ p ¦ clickhouse: users.d is read-only
cqlshrc_text ¦ [authentication]\nusername = etl\npassword = {s}\n ¦ p ¦ cqlsh: no contact points
couchdb_admin_ini ¦ [admins]\nadmin = {s}\n ¦ p ¦ couchdb: local.d not found
influx_token_flag ¦ --token {s} ¦ u86 ¦ influx: bucket 'metrics' not found
neo4j_auth_env ¦ NEO4J_AUTH=neo4j/{s} ¦ p ¦ neo4j: container already running
rabbitmq_definitions_json ¦ {"users": [{"name": "orders", "password": "{s}", "tags": ""}]} ¦ p ¦ rabbitmqctl: node down
kafka_jaas_conf ¦ KafkaClient {\n  org.apache.kafka.common.security.plain.PlainLoginModule required\n  username="orders"\n  password="{s}";\n}; ¦ p ¦ kafka: broker list empty
zookeeper_digest ¦ super:{s} ¦ p ¦ zookeeper: ensemble has no quorum
etcd_root_password ¦ {s} ¦ p ¦ etcdctl: auth already enabled
consul_acl_token_arg ¦ {s} ¦ uuid ¦ consul: agent not reachable on 127.0.0.1:8500
nomad_token_arg ¦ {s} ¦ uuid ¦ nomad: job 'api' has no allocations
vault_unseal_share ¦ {s} ¦ b44 ¦ vault: already unsealed
postfix_sasl_passwd ¦ [smtp.acme.io]:587 relay@acme.io:{s} ¦ p ¦ postmap: /etc/postfix is read-only
dovecot_passwd_line ¦ ops@acme.io:{PLAIN}{s}::::: ¦ p ¦ doveadm: user database not configured
msmtprc_text ¦ account default\nhost smtp.acme.io\nuser alerts\npassword {s}\n ¦ p ¦ msmtp: no default account
fetchmailrc_text ¦ poll imap.acme.io protocol IMAP user "ops" password "{s}" ¦ p ¦ fetchmail: another instance running
muttrc_imap_pass ¦ set imap_pass = "{s}" ¦ p ¦ mutt: folder not found
rclone_conf_text ¦ [b2]\ntype = b2\naccount = 0012acme\nkey = K001{s}\n ¦ A27 ¦ rclone: remote 'b2' already defined
restic_password_file ¦ {s}\n ¦ A32 ¦ restic: repository is locked
borg_passphrase_env ¦ BORG_PASSPHRASE={s} ¦ p ¦ borg: repository does not exist
duplicity_passphrase ¦ {s} ¦ p ¦ duplicity: no backup chains found
s3cfg_text ¦ [default]\naccess_key = AKIAACME20X\nsecret_key = {s}\n ¦ b40 ¦ s3cmd: bucket not empty
boto_cfg_text ¦ [Credentials]\naws_access_key_id = AKIAACME21X\naws_secret_access_key = {s}\n ¦ b40 ¦ gsutil: boto config ignored
rsync_secrets_line ¦ backup:{s} ¦ p ¦ rsync: daemon module 'nightly' not found
wireguard_private_key ¦ {s}= ¦ b43 ¦ wg-quick: interface wg0 already exists
openvpn_auth_user_pass ¦ vpnuser\n{s}\n ¦ p ¦ openvpn: --auth-user-pass file is not private
strongswan_psk_line ¦ 203.0.113.7 198.51.100.9 : PSK "{s}" ¦ p ¦ ipsec: connection 'site2site' not loaded
zerotier_auth_token ¦ {s} ¦ l24 ¦ zerotier-cli: service not running
tailscale_authkey_arg ¦ tskey-auth-{s} ¦ A48 ¦ tailscale up: already logged in
headscale_preauth ¦ {s} ¦ h48 ¦ headscale: user 'ops' not found
cloudflared_tunnel_token ¦ eyJhIjoi{s} ¦ b120 ¦ cloudflared: tunnel already running
ʻōlelo_huna ¦ {s} ¦ p ¦ ʻaʻole i loaʻa ka mea hoʻohana
вăрттăн_сăмах ¦ {s} ¦ p ¦ усăç курăнмарĕ
код_доступу ¦ {s} ¦ A32 ¦ карыстальнік не знойдзены
таен_клуч ¦ {s} ¦ A40 ¦ корисникот не е пронајден
གསང་ཚིག ¦ {s} ¦ p ¦ ལག་ལེན་པ་ མ་ཐོབ།
ܡܠܬܐ_ܕܐܪܙܐ ¦ {s} ¦ p ¦ ܡܦܠܚܢܐ ܠܐ ܐܫܬܟܚ
lefoko_la_sephiri ¦ {s} ¦ p ¦ modirisi ga a bonwe
liafuan_segredu ¦ {s} ¦ p ¦ utilizadór la hetan
ger_tremena ¦ {s} ¦ p ¦ ny veu kevys an devnydhyer
fockle_arrey ¦ {s} ¦ p ¦ cha dooar yn ymmydeyr
peraule_segrete ¦ {s} ¦ p ¦ utent nol è stât cjatât
сусæг_дзырд ¦ {s} ¦ p ¦ архайæг нæ ссардæуы
кистэлэҥ_тыл ¦ {s} ¦ p ¦ туттааччы көстүбэтэ
нюуса_үгэ ¦ {s} ¦ p ¦ хэрэглэгшэ олдоогүй
"""


def argument_cases(v: Values) -> list[Case]:
    out = []
    for line in _ROWS.strip().splitlines():
        name, template, spec, message = (cell.strip() for cell in line.split(" ¦ "))
        if spec == "p":
            secret = v.pw()
        elif spec == "uuid":
            secret = v.uuid()
        else:
            secret = v.fill(spec)
        value = template.replace("\\n", "\n").replace("{s}", secret)
        out.append(
            Case(
                f"argument: {name}",
                f"the tool's '{name}' argument",
                message,
                secret,
                args=(("cwd", "/home/dev/shop"), (name, value)),
            )
        )
    return out
