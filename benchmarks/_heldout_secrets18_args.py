"""Held-out set 18: secrets only in a tool's arguments, as an agent would pass them.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in the earlier sets' files (none
matched): whole files an agent writes (``kubeconfig_yaml``, ``dotenv_text``, ``netrc_entry``,
``git_credentials_line``, ``ssh_config_block``, ``ansible_inventory``, ``htpasswd_line``,
``sasl_passwd_line``, ``pgbouncer_userlist``, ``odbc_ini``, ``tnsnames``, ``keystore_json``,
``service_principal_json``, ``gcp_sa_key_json``, ``request_headers_json``), keys of devices and
networks (``preshared_key``, ``snmp_community``, ``snmpv3_auth_pass``, ``ipmi_password``,
``bmc_password``, ``bgp_md5_password``, ``wep_key``, ``matter_passcode``,
``zigbee_network_key``, ``lora_app_key``, ``esim_activation_code``), codes of places and calls
(``voicemail_pin``, ``safe_combination``), files' and disks' passwords (``zip_password``,
``pdf_owner_password``, ``luks_passphrase``, ``filevault_recovery_key``), apps' and home
servers' keys (``app_specific_password``, ``apns_p8``, ``fcm_server_key``,
``vapid_private_key``, ``slack_signing_secret``, ``discord_bot_token``, ``telegram_bot_token``,
``home_assistant_token``, ``wallet_passphrase``, ``private_key_hex``, ``deploy_key``,
``sops_age_key``, ``jks_password``), names in other shapes (``auth[password]``,
``user[password_confirmation]``, ``env.API_KEY``, ``credentials.client_secret``,
``SMTP__PASSWORD``, ``passwd_b64``, ``RAILS_MASTER_KEY``, ``NEXTAUTH_SECRET``) and in set 18's
languages and a few more (``яңа_серсүз``, ``яңы_серһүҙ``, ``ሓድሽ_ምስጢራዊ_ቃል``,
``נײַ_פּאַסוואָרט``, ``awal_uffir_amaynut``, ``ger_tremen_nevez``, ``senhal_novèl``,
``igama_lokugqithisa``, ``jecha_icciitii``, ``phasewete_e_ntjha``, ``upu_faalilolilo``,
``lo_lus_zais``, ``liloba_ya_sekele``, ``ekigambo_ky_ekyama``, ``ođđa_beassansátni``,
``مفتاح_api``, ``api_anahtarı``, ``khóa_bí_mật``, ``geheimer_schlüssel``).
"""

from __future__ import annotations

from _heldout_secrets_harness import URLSAFE, Case, Values

__all__ = ["argument_cases"]

# name ¦ value template ({s} is the secret) ¦ secret alphabet and length ("p": a typed password)
# ¦ the message the tool raises (no secret in it)
_ROWS = r"""
kubeconfig_yaml ¦ apiVersion: v1\nkind: Config\nusers:\n- name: ci\n  user:\n    token: {s}\nclusters:\n- name: prod\n  cluster:\n    server: https://k8s.acme.io:6443\n ¦ u64 ¦ kubectl: context "prod" not found in the file
dotenv_text ¦ NODE_ENV=production\nDATABASE_URL=postgres://app:{s}@pg-1:5432/app\nLOG_LEVEL=info\n ¦ p ¦ write_file: .env is listed in .gitignore-protected paths
netrc_entry ¦ machine api.heroku.com\n  login ops@acme.io\n  password {s}\n ¦ h36 ¦ netrc: file mode must be 0600
git_credentials_line ¦ https://ci-bot:{s}@git.acme.io ¦ A40 ¦ git: credential.helper 'store' is disabled by policy
ssh_config_block ¦ Host bastion\n  HostName 203.0.113.10\n  User ops\n  ProxyCommand sshpass -p '{s}' ssh -W %h:%p jump@gw\n ¦ p ¦ ssh_config: Include depth exceeded
ansible_inventory ¦ [db]\npg-1 ansible_host=10.0.0.11 ansible_user=admin ansible_become_pass={s}\n ¦ p ¦ ansible-inventory: group 'db' has no hosts reachable
htpasswd_line ¦ admin:{s} ¦ p ¦ htpasswd: plaintext passwords are not accepted (use -B)
sasl_passwd_line ¦ [smtp.sendgrid.net]:587 apikey:SG.{s} ¦ u66 ¦ postmap: cannot write to /etc/postfix (read-only file system)
pgbouncer_userlist ¦ "app" "{s}"\n"stats" "md5d41d8cd98f00b204e9800998ecf8427e"\n ¦ p ¦ pgbouncer: reload refused, admin console unreachable
odbc_ini ¦ [ERP]\nDriver=ODBC Driver 18 for SQL Server\nServer=sql-erp\nUID=erp\nPWD={s}\n ¦ p ¦ odbcinst: DSN 'ERP' already exists
tnsnames ¦ ERP = (DESCRIPTION=(ADDRESS=(PROTOCOL=TCP)(HOST=ora-1)(PORT=1521))(CONNECT_DATA=(SERVICE_NAME=erp)))\n# erp_app/{s}@ERP ¦ p ¦ tnsping: TNS-03505: Failed to resolve name
keystore_json ¦ {"address":"0x3b1a","crypto":{"cipher":"aes-128-ctr","ciphertext":"9f0e"},"password_hint":"{s}"} ¦ p ¦ wallet: unsupported keystore version 1
service_principal_json ¦ {"appId": "6f1b3d2a-7c9e-4f50-8a1b-2c3d4e5f6a7b", "password": "{s}", "tenant": "acme.onmicrosoft.com"} ¦ A40 ¦ az: tenant 'acme.onmicrosoft.com' not found
gcp_sa_key_json ¦ {"type": "service_account", "project_id": "acme-prod", "private_key_id": "3f2a", "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEv{s}\n-----END PRIVATE KEY-----\n"} ¦ b120 ¦ gcloud: project 'acme-prod' is pending deletion
request_headers_json ¦ {"Accept": "application/json", "X-Api-Secret": "{s}"} ¦ A48 ¦ http_request: url scheme 'ftp' is not supported
preshared_key ¦ {s} ¦ p ¦ ipsec: peer 198.51.100.20 is unreachable
snmp_community ¦ {s} ¦ A16 ¦ snmp: OID 1.3.6.1.2.1.1.5.0 not found
snmpv3_auth_pass ¦ {s} ¦ p ¦ snmp: engine id discovery timed out
ipmi_password ¦ {s} ¦ p ¦ ipmitool: channel 1 is disabled
bmc_password ¦ {s} ¦ p ¦ redfish: session service is disabled
bgp_md5_password ¦ {s} ¦ p ¦ router: neighbor 10.255.0.2 does not exist
wep_key ¦ {s} ¦ H26 ¦ wifi: WEP is not supported by this adapter
matter_passcode ¦ {s} ¦ d8 ¦ matter: commissioning window not open
zigbee_network_key ¦ {s} ¦ H32 ¦ zigbee: coordinator firmware too old
lora_app_key ¦ {s} ¦ H32 ¦ lorawan: device EUI 70B3D57ED0051234 not registered
esim_activation_code ¦ LPA:1$smdp.acme-mobile.io${s} ¦ U32 ¦ esim: device does not support eUICC
voicemail_pin ¦ {s} ¦ d6 ¦ pbx: mailbox 2041 not found
safe_combination ¦ {s} ¦ d8 ¦ hotel-ops: room 1204 safe is offline
zip_password ¦ {s} ¦ p ¦ archive: output path already exists
pdf_owner_password ¦ {s} ¦ p ¦ pdf: input is not a PDF file
luks_passphrase ¦ {s} ¦ p ¦ cryptsetup: device /dev/sdb2 is busy
filevault_recovery_key ¦ {s} ¦ U24 ¦ mdm: device is not supervised
app_specific_password ¦ {s} ¦ a16 ¦ notarytool: team id not found
apns_p8 ¦ -----BEGIN PRIVATE KEY-----\nMIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg{s}\n-----END PRIVATE KEY----- ¦ b88 ¦ apns: topic com.acme.app not enabled
fcm_server_key ¦ AAAA{s} ¦ u140 ¦ fcm: legacy API is disabled for this project
vapid_private_key ¦ {s} ¦ u43 ¦ webpush: subscription has expired
slack_signing_secret ¦ {s} ¦ h32 ¦ slack: app is not installed in workspace T02ACME
discord_bot_token ¦ MTE{s}.GkX9aQ.{s} ¦ A24 ¦ discord: guild 112233 not found
telegram_bot_token ¦ 6123456789:AA{s} ¦ u33 ¦ telegram: chat not found
home_assistant_token ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{s}.x ¦ u120 ¦ homeassistant: entity light.kitchen not found
wallet_passphrase ¦ {s} ¦ p ¦ bitcoind: wallet 'ops' is not loaded
private_key_hex ¦ 0x{s} ¦ h64 ¦ web3: chain id 11155111 not supported by this RPC
deploy_key ¦ -----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ{s}\n-----END OPENSSH PRIVATE KEY----- ¦ b100 ¦ github: deploy keys are disabled for this repository
sops_age_key ¦ AGE-SECRET-KEY-1{s} ¦ U58 ¦ sops: no matching creation rule for path secrets/prod.yaml
jks_password ¦ {s} ¦ p ¦ keytool: alias 'tomcat' does not exist
auth[password] ¦ {s} ¦ p ¦ form: auth[login] is required
user[password_confirmation] ¦ {s} ¦ p ¦ rails: user[email] has already been taken
env.API_KEY ¦ {s} ¦ A40 ¦ github-actions: workflow 'deploy.yml' is disabled
credentials.client_secret ¦ {s} ¦ u40 ¦ oidc: discovery document unreachable
SMTP__PASSWORD ¦ {s} ¦ p ¦ dotnet: configuration section 'Smtp' missing Host
passwd_b64 ¦ {s} ¦ b24 ¦ provision: user 'svc_sync' already exists
RAILS_MASTER_KEY ¦ {s} ¦ h32 ¦ heroku: app 'acme-web' not found
NEXTAUTH_SECRET ¦ {s} ¦ b44 ¦ vercel: project 'acme-web' not linked
яңа_серсүз ¦ {s} ¦ p ¦ кулланучы табылмады
яңы_серһүҙ ¦ {s} ¦ p ¦ ҡулланыусы табылманы
ሓድሽ_ምስጢራዊ_ቃል ¦ {s} ¦ p ¦ ተጠቃሚ ኣይተረኽበን
נײַ_פּאַסוואָרט ¦ {s} ¦ p ¦ באַניצער ניט געפֿונען
awal_uffir_amaynut ¦ {s} ¦ p ¦ ulac aseqdac-a
ger_tremen_nevez ¦ {s} ¦ p ¦ implijer dianav
senhal_novèl ¦ {s} ¦ p ¦ utilizaire pas trobat
igama_lokugqithisa ¦ {s} ¦ p ¦ umsebenzisi akafumaneki
jecha_icciitii ¦ {s} ¦ p ¦ fayyadamaan hin argamne
phasewete_e_ntjha ¦ {s} ¦ p ¦ mosebedisi ha a fumanehe
upu_faalilolilo ¦ {s} ¦ p ¦ e le maua le tagata fa'aaoga
lo_lus_zais ¦ {s} ¦ p ¦ nrhiav tsis tau tus neeg siv
liloba_ya_sekele ¦ {s} ¦ p ¦ mosaleli amonani te
ekigambo_ky_ekyama ¦ {s} ¦ p ¦ omukozesa tazuuliddwa
ođđa_beassansátni ¦ {s} ¦ p ¦ geavaheaddji ii gávdnon
مفتاح_api ¦ {s} ¦ A40 ¦ الحساب موقوف مؤقتًا
api_anahtarı ¦ {s} ¦ A40 ¦ hesap askıya alındı
khóa_bí_mật ¦ {s} ¦ A40 ¦ tài khoản bị tạm ngưng
geheimer_schlüssel ¦ {s} ¦ A40 ¦ Konto vorübergehend gesperrt
"""


def argument_cases(v: Values) -> list[Case]:
    out = []
    for line in _ROWS.strip().splitlines():
        name, template, spec, message = (cell.strip() for cell in line.split(" ¦ "))
        secret = v.pw() if spec == "p" else v.fill(spec)
        value = template.replace("\\n", "\n").replace("{s}", secret)
        out.append(
            Case(
                f"argument: {name}",
                f"the tool's '{name}' argument",
                message,
                secret,
                args=(("target", "prod"), (name, value)),
            )
        )
    # The secret as one element of a JSON list of keys, the other a public key.
    token = v.gen(URLSAFE, 40)
    out.append(
        Case(
            "argument: in a key list",
            "a secret key as the second element of a JSON list argument, the first a public key",
            "kms: import job expired",
            token,
            args=(
                ("job_id", "imp-5d1e9c"),
                ("keys", f'["pk_live_51Hx8TQ2eZvKYlo2C0aB1cD2", "sk_live_{token}"]'),
            ),
        )
    )
    return out
