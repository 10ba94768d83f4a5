"""Held-out set 47: coding-agent tool results reading infrastructure tools' output.

Six three-step scenarios (each step a case) and single results. The agent front ends and the
infrastructure commands were grepped for in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py``,
``_heldout_cases.py`` and innocents file (none matched): ``cursor-agent``, Nanocoder, Letta
Code, Octofriend, Neovate Code and SWE-ReX as front ends (Goose's ``developer__shell``,
Gemini CLI's ``run_shell_command``, Amp, Cody, Devin, Windsurf, Junie, Jules, Warp, Trae,
Kiro, Goose and about twenty others matched and were dropped); ``ansible-playbook -vvv``,
``nomad job inspect``, ``vagrant ssh-config``, ``virsh dumpxml``, ``lxc config show``,
``incus config show``, ``multipass``, ``juju config``, ``openstack server show``, ``bosh``,
``kamal``, ``tofu plan``, ``kubectl get deploy -o yaml``, ``microk8s``, ``minikube``,
``nixops``, ``colmena``, ``pyinfra``, ``serverless print``, ``sam local``, ``copilot svc
show``, ``cdk synth``, ``regctl``, ``oc get secret``, ``zfs get``, ``mdadm``, ``crm
configure``, ``ceph auth``, ``pvesh``, ``qm config``, ``esxcli``, ``xe vm-param-list`` and (with the scenarios' front ends) ``kubeadm token
create``, ``wg showconf``, ``systemctl show``, ``rclone config show``, keepalived, haproxy,
``drbdadm dump``, ``netplan get``, ``mc alias list`` and ``consul acl token read`` as
infrastructure output (the last ten named by one to twenty-one earlier files as commands, kept
for their front ends and files) (``kubectl describe``, ``helm get values``,
``docker inspect``, ``systemctl status`` and ``journalctl`` matched and were dropped). Each
front end's transcript glyphs and each tool's layout are remembered, not copied, so padding
and field order may differ.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 cursor-agent deploy yaml ¦ scenario 1 step 1: cursor-agent's shell tool, kubectl get deploy -o yaml with an env value inline ¦ {p} ¦ ⬢ Ran kubectl get deploy billing -n prod -o yaml | grep -A1 DB_PASSWORD\n        - name: DB_PASSWORD\n          value: {t}
s1 cursor-agent microk8s ¦ scenario 1 step 2: cursor-agent's shell tool, microk8s config with a user token ¦ {A64} ¦ ⬢ Ran microk8s config | sed -n '/users:/,$p'\n  users:\n  - name: admin\n    user:\n      token: {t}
s1 cursor-agent minikube ¦ scenario 1 step 3: cursor-agent's shell tool, minikube addons configure registry-creds echoing a pasted token ¦ {u43} ¦ ⬢ Ran minikube addons configure registry-creds\n  -- Do you want to enable Docker Registry? [y/n]: y\n  -- Enter docker registry server url: https://registry.acme.io\n  -- Enter docker registry username: ci\n  -- Enter docker registry password: {t}\n  ✅  registry-creds was successfully configured
s2 nanocoder ansible ¦ scenario 2 step 1: Nanocoder's execute_bash result, ansible-playbook -vvv printing a module's arguments ¦ {p} ¦ ⚒ execute_bash: ansible-playbook -vvv site.yml --limit db1\n<db1> ESTABLISH SSH CONNECTION FOR USER: deploy\nok: [db1] => {"changed": false, "invocation": {"module_args": {"login_user": "root", "login_password": "{t}", "name": "orders"}}}
s2 nanocoder virsh ¦ scenario 2 step 2: Nanocoder's execute_bash result, virsh dumpxml with a VNC password ¦ {A12} ¦ ⚒ execute_bash: virsh dumpxml win-build --security-info | grep graphics\n    <graphics type='vnc' port='5901' autoport='no' listen='0.0.0.0' passwd='{t}'>
s2 nanocoder vagrant ¦ scenario 2 step 3: Nanocoder's execute_bash result, a Vagrantfile's provider token after vagrant ssh-config ¦ {A40} ¦ ⚒ execute_bash: vagrant ssh-config && grep -n token Vagrantfile\nHost default\n  HostName 127.0.0.1\n  User vagrant\n  Port 2222\n14:    do.token = "{t}"
s3 letta nomad ¦ scenario 3 step 1: Letta Code's Bash tool result, nomad job inspect with a template's secret ¦ {h40} ¦ ● Bash(nomad job inspect api | jq '.Job.TaskGroups[0].Tasks[0].Env')\n  ⎿  {\n       "STRIPE_WEBHOOK_SECRET": "{t}",\n       "PORT": "8080"\n     }
s3 letta juju ¦ scenario 3 step 2: Letta Code's Bash tool result, juju config of a charm with a password ¦ {p} ¦ ● Bash(juju config postgresql-k8s | grep -A3 admin-password)\n  ⎿    admin-password:\n         type: string\n         source: user\n         value: {t}
s3 letta multipass ¦ scenario 3 step 3: Letta Code's Bash tool result, multipass exec reading cloud-init user-data ¦ {p} ¦ ● Bash(multipass exec runner-2 -- sudo cat /var/lib/cloud/instance/user-data.txt)\n  ⎿  #cloud-config\n     chpasswd:\n       list: |\n         ubuntu:{t}\n       expire: false
s4 octofriend tofu ¦ scenario 4 step 1: Octofriend's shell tool result, tofu plan showing an unmarked variable ¦ {A32} ¦ Octo ran: tofu plan -target=module.dns\n  # cloudflare_record.www will be updated in-place\n  ~ resource "cloudflare_api_token" "ci" {\n      ~ value = "(sensitive)" -> "{t}"\n    }
s4 octofriend openstack ¦ scenario 4 step 2: Octofriend's shell tool result, openstack server show with an admin pass ¦ {A12} ¦ Octo ran: openstack server show build-7 -c name -c adminPass\n+-----------+--------------+\n| Field     | Value        |\n+-----------+--------------+\n| adminPass | {t} |\n| name      | build-7      |\n+-----------+--------------+
s4 octofriend kamal ¦ scenario 4 step 3: Octofriend's shell tool result, kamal secrets print ¦ {u40} ¦ Octo ran: kamal secrets print\nKAMAL_REGISTRY_PASSWORD={t}\nRAILS_MASTER_KEY=(see config/master.key)
s5 neovate lxc ¦ scenario 5 step 1: Neovate Code's bash tool result, lxc config show with an environment key ¦ {A40} ¦ ⏺ bash(lxc config show ci-runner | grep environment)\n  environment.GITHUB_RUNNER_TOKEN: {t}
s5 neovate incus ¦ scenario 5 step 2: Neovate Code's bash tool result, incus config show with cloud-init user data ¦ {p} ¦ ⏺ bash(incus config show web-3 | sed -n '/user-data/,+4p')\n  cloud-init.user-data: |\n    #cloud-config\n    password: {t}\n    chpasswd: { expire: False }
s5 neovate bosh ¦ scenario 5 step 3: Neovate Code's bash tool result, bosh manifest with a credential ¦ {A20} ¦ ⏺ bash(bosh -d redis manifest | grep -B1 -A2 password)\n  properties:\n    redis:\n      password: {t}\n      port: 6379
s6 swe-rex serverless ¦ scenario 6 step 1: an SWE-ReX BashObservation, serverless print resolving an env value ¦ {A40} ¦ BashObservation(output='provider:\n  environment:\n    SENDGRID_KEY: {t}\n', exit_code=0, failure_reason='')
s6 swe-rex sam ¦ scenario 6 step 2: an SWE-ReX BashObservation, sam local invoke with an env file echoed ¦ {uuid} ¦ BashObservation(output='$ cat env.json\n{"OrdersFn": {"PARTNER_API_KEY": "{t}"}}\nInvoking app.handler (python3.12)', exit_code=0, failure_reason='')
s6 swe-rex copilot ¦ scenario 6 step 3: an SWE-ReX BashObservation, copilot svc show --resources listing variables ¦ {p} ¦ BashObservation(output='Variables\n  Name              Container  Environment  Value\n  ----              ---------  -----------  -----\n  DB_PASSWORD       web        prod         {t}', exit_code=0, failure_reason='')
"""

SINGLES = r"""
cdk synth ¦ cursor-agent's shell tool, cdk synth printing a CloudFormation parameter default ¦ {A32} ¦ ⬢ Ran cdk synth OrdersStack | grep -A3 ApiKeyParam\n  ApiKeyParam:\n    Type: String\n    Default: {t}
pyinfra ¦ Nanocoder's execute_bash result, pyinfra -vvv printing a fact's command ¦ {p} ¦ ⚒ execute_bash: pyinfra inventory.py deploy.py -vvv\n[db1] >>> sh -c 'mysql -u root -p{t} -e "CREATE DATABASE shop"'
colmena ¦ Letta Code's Bash tool result, colmena eval of a host's option ¦ {A44} ¦ ● Bash(colmena eval -E '{ nodes, ... }: nodes.web1.config.services.grafana.settings.security.admin_password')\n  ⎿  "{t}"
nixops ¦ Octofriend's shell tool result, nixops show-option of a deployment ¦ {p} ¦ Octo ran: nixops show-option web services.nextcloud.config.adminpass\n"{t}"
ansible inventory ¦ Neovate Code's bash tool result, an ansible inventory's host vars in YAML ¦ {p} ¦ ⏺ bash(cat inventory/host_vars/mail1.yml)\n  postfix_relay_user: relay@acme.io\n  postfix_relay_password: "{t}"
virsh secret ¦ an SWE-ReX BashObservation, virsh secret-get-value for a Ceph pool ¦ {b40} ¦ BashObservation(output='{t}\n', exit_code=0, failure_reason='')
regctl diff ¦ git diff of a CI workflow that inlined a registry password for regctl ¦ {p} ¦ $ git diff HEAD~1 -- .github/workflows/mirror.yml\n-      - run: regctl registry login registry.acme.io -u ci --pass-stdin <<< "$REG_PASS"\n+      - run: regctl registry login registry.acme.io -u ci -p '{t}'
pvesh ag ¦ ag (the silver searcher) over a Proxmox storage.cfg backup ¦ {p} ¦ $ ag -n password pve-backup/\npve-backup/storage.cfg\n31:	password {t}
ceph keyring grep ¦ grep -rn over /etc/ceph for a client key ¦ {b40} ¦ $ grep -rn key /etc/ceph/\n/etc/ceph/ceph.client.rbd-vms.keyring:2:	key = {t}
esxcli rg ¦ ripgrep over host profiles for an SNMP community ¦ {A16} ¦ $ rg -n communities host-profiles/\nhost-profiles/esx-07.json:88:    "communities": "{t}",
bosh mint ¦ an HTTP tool response from CredHub generating a password ¦ {A30} ¦ HTTP 200 POST /api/v1/data\n{"type":"password","name":"/bosh/redis/redis_password","value":"{t}","id":"b0f1c2d3-4e5f-4a6b-8c7d-9e0f1a2b3c4d"}
pacemaker diff ¦ git diff of a crm shell config export committed with an IPMI password ¦ {p} ¦ $ git diff -- cluster/crm.txt\n-    params ip=10.0.9.11 username=admin password="changeme"\n+    params ip=10.0.9.11 username=admin password="{t}"
multipass mint ¦ an HTTP tool response minting a Juju model offer token ¦ {b64} ¦ HTTP 200 POST /juju/offers/token\n{"offer-url": "admin/prod.postgresql", "token": "{t}"}
lxd remote grep ¦ grep over an LXD remote's trust output ¦ {u52} ¦ $ lxc config trust add --name laptop | tail -1\n{t}
"""

MORE = r"""
regctl ¦ cursor-agent's shell tool, regctl registry config listing a stored credential ¦ {u40} ¦ ⬢ Ran cat ~/.regctl/config.json\n  {"hosts": {"registry.acme.io": {"user": "ci", "pass": "{t}", "tls": "enabled"}}}
oc get secret ¦ Nanocoder's execute_bash result, oc get secret decoded with jq ¦ {p} ¦ ⚒ execute_bash: oc get secret pg-app -n shop -o json | jq -r '.data.password | @base64d'\n{t}
zfs get ¦ Letta Code's Bash tool result, zfs get all listing a user property holding a key ¦ {h40} ¦ ● Bash(zfs get -H -o property,value all tank/backups | grep acme:)\n  ⎿  acme:offsite-key\t{t}
mdadm ¦ Octofriend's shell tool result, an mdadm.conf with a MAILFROM relay password in a PROGRAM line ¦ {p} ¦ Octo ran: grep -n PROGRAM /etc/mdadm/mdadm.conf\n14:PROGRAM /usr/local/bin/raid-alert --smtp-pass '{t}'
crm configure ¦ Neovate Code's bash tool result, crm configure show with a fencing password ¦ {p} ¦ ⏺ bash(crm configure show fence-ipmi)\n  primitive fence-ipmi stonith:fence_ipmilan\n    params ip=10.0.9.11 username=admin password="{t}" lanplus=1
ceph auth ¦ an SWE-ReX BashObservation, ceph auth get of a client key ¦ {b40} ¦ BashObservation(output='[client.rbd-vms]\n\tkey = {t}\n\tcaps mon = "profile rbd"', exit_code=0, failure_reason='')
pvesh ¦ cursor-agent's shell tool, pvesh get of a storage with a CIFS password ¦ {p} ¦ ⬢ Ran pvesh get /storage/nas-backup --output-format yaml\n  server: 10.0.3.20\n  share: pve\n  username: backup\n  password: {t}
qm config ¦ Nanocoder's execute_bash result, qm config with a cloud-init password ¦ {p} ¦ ⚒ execute_bash: qm config 104 | grep -E '^(ciuser|cipassword)'\nciuser: ubuntu\ncipassword: {t}
esxcli ¦ Letta Code's Bash tool result, an esxcli SNMP community listed in get ¦ {A16} ¦ ● Bash(esxcli system snmp get)\n  ⎿  Communities: {t}\n     Enable: true\n     Port: 161
xe vm ¦ Octofriend's shell tool result, xe vm-param-list showing a guest agent token in other-config ¦ {A32} ¦ Octo ran: xe vm-param-list uuid=7d3a | grep other-config\n  other-config (MRW): agent-token: {t}; install-methods: cdrom
"""

LAST = r"""
cursor-agent kubeadm ¦ cursor-agent's shell tool, kubeadm token create --print-join-command ¦ {l16} ¦ ⬢ Ran kubeadm token create --print-join-command\n  kubeadm join 10.0.0.10:6443 --token x7k2pq.{t} --discovery-token-ca-cert-hash sha256:4f1c0d9e2b7a6c5d8e3f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d
nanocoder wg ¦ Nanocoder's execute_bash result, wg showconf printing the interface key ¦ {b43}= ¦ ⚒ execute_bash: sudo wg showconf wg0 | head -3\n[Interface]\nListenPort = 51820\nPrivateKey = {t}
letta etcd ¦ Letta Code's Bash tool result, an etcd member's env with a root password ¦ {p} ¦ ● Bash(systemctl show etcd -p Environment)\n  ⎿  Environment=ETCD_ROOT_PASSWORD={t} ETCD_NAME=etcd-1
octofriend rclone ¦ Octofriend's shell tool result, rclone config show with an unobscured key ¦ {A40} ¦ Octo ran: rclone config show b2-offsite\n[b2-offsite]\ntype = b2\naccount = 0041f3c2d9e8a7b6c5d40000000003\nkey = {t}
neovate keepalived ¦ Neovate Code's bash tool result, keepalived.conf auth_pass ¦ {A8} ¦ ⏺ bash(grep -A2 authentication /etc/keepalived/keepalived.conf)\n    authentication {\n        auth_type PASS\n        auth_pass {t}
swe-rex haproxy ¦ an SWE-ReX BashObservation, haproxy userlist with an insecure-password ¦ {p} ¦ BashObservation(output='userlist stats-users\n    user admin insecure-password {t}', exit_code=0, failure_reason='')
cursor-agent drbd ¦ cursor-agent's shell tool, drbdadm dump showing the shared secret ¦ {A24} ¦ ⬢ Ran drbdadm dump r0 | grep -B1 shared-secret\n    net {\n        shared-secret    "{t}";
nanocoder netplan ¦ Nanocoder's execute_bash result, netplan get of a Wi-Fi password ¦ {p} ¦ ⚒ execute_bash: sudo netplan get wifis.wlan0.access-points\n"acme-office":\n  password: "{t}"
letta mc admin ¦ Letta Code's Bash tool result, mc alias list with a secret key ¦ {A40} ¦ ● Bash(mc alias list backups)\n  ⎿  backups\n       URL       : https://s3.acme.io\n       AccessKey : BK7Q2M4N8P1R3T5V\n       SecretKey : {t}\n       API       : s3v4
octofriend consul ¦ Octofriend's shell tool result, consul acl token read -self ¦ {uuid} ¦ Octo ran: consul acl token read -self\nAccessorID:       2f6e1c3a-8b7d-4e5f-9a0b-1c2d3e4f5a6b\nSecretID:         {t}\nDescription:      ci agent token
"""

EXTRA = r"""
tofu diff ¦ git diff of a terraform.tfvars committed with a token ¦ {A40} ¦ $ git diff HEAD~1 -- envs/prod/terraform.tfvars\n-hcloud_token = ""\n+hcloud_token = "{t}"
juju rg ¦ ripgrep over a juju bundle for an overlay password ¦ {p} ¦ $ rg -n 'password' bundles/\nbundles/overlay-prod.yaml:12:      db-admin-password: "{t}"
kamal grep ¦ grep -rn over .kamal/secrets ¦ {A36} ¦ $ grep -rn TOKEN .kamal/\n.kamal/secrets:3:CLOUDFLARE_TOKEN={t}
nomad acl mint ¦ an HTTP tool response minting a Nomad ACL token ¦ {uuid} ¦ HTTP 200 POST /v1/acl/token\n{"AccessorID":"5c1e8b24-0b3e-4e0a-9f25-7a1d2c3b4e5f","SecretID":"{t}","Name":"ci","Type":"client"}
openstack app cred ¦ an HTTP tool response minting an OpenStack application credential ¦ {u86} ¦ HTTP 201 POST /v3/users/9f1c/application_credentials\n{"application_credential": {"id": "a3b8c1d2e4f5", "name": "ci-runner", "secret": "{t}"}}
incus trust mint ¦ an HTTP tool response minting an incus trust token ¦ {b64} ¦ HTTP 202 POST /1.0/certificates\n{"type":"async","metadata":{"metadata":{"request":{"name":"laptop"},"token":"{t}"}}}
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS),
        *v.table("agent", "\n".join(singles[:half]), raises="keyerror"),
        *v.table("agent", "\n".join(singles[half:]), raises="group"),
        *v.table("agent", EXTRA.strip(), raises="args"),
        *v.table("agent", MORE.strip(), raises="cause"),
        *v.table("agent", LAST.strip(), raises="oserror"),
    ]
