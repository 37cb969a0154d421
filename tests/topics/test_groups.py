"""Latest committed offset per group and partition, in one process (pyspark_udfs.topics.groups)."""
from __future__ import annotations

from pyspark_udfs.topics.groups import latest_commits, latest_state
from tests.conftest import GOLDEN


def test_latest_commit_wins_and_a_tombstone_deletes():
    """consumer-offsets.log: orders-app commits orders-0 at 41 then 3000000000 (epoch 5), orders-1 at 42 then
    100 (epoch -1), orders-2 at 43 then a tombstone; web-readers commits web.clicks-1 at 7 (epoch 0); new-app
    commits orders-2 at 77 (epoch 3, a v4 value with a topic id)."""
    problems = []
    commits = latest_commits([str(GOLDEN / "internal" / "consumer-offsets.log")], problems)
    assert problems == []
    assert {k: (c.offset, c.leader_epoch) for k, c in commits.items()} == {
        ("orders-app", "orders", 0): (3000000000, 5),
        ("orders-app", "orders", 1): (100, None),
        ("web-readers", "web.clicks", 1): (7, 0),
        ("new-app", "orders", 2): (77, 3),
    }
    assert commits[("orders-app", "orders", 0)].commit_timestamp == 1700000000003


def test_groups_of_every_kind_as_their_records_leave_them():
    """consumer-offsets.log (tests/golden/internal/CoordinatorRecords.java), replayed by hand: orders-app and
    "group" end with tombstones; new-app (consumer) reaches epoch 5 with members m-1 and m-2; share-app (share)
    epoch 2, member s-1 (s-2's tombstone deletes nothing), one topic with initialized state; streams-app
    (streams) epoch 4, members t-1 and t-2, its topology deleted by the last record."""
    problems = []
    _, groups = latest_state([str(GOLDEN / "internal" / "consumer-offsets.log")], problems)
    assert problems == []
    summary = {name: (g.group_type, g.epoch, sorted(g.members), g.protocol_type, g.topology_epoch,
                      g.share_state_topics) for name, g in groups.items()}
    assert summary == {
        "empty-group": ("classic", 0, [], "consumer", None, None),
        "connect-cluster": ("classic", 2, ["worker-1"], "connect", None, None),
        "new-app": ("consumer", 5, ["m-1", "m-2"], None, None, None),
        "share-app": ("share", 2, ["s-1"], None, None, 1),
        "streams-app": ("streams", 4, ["t-1", "t-2"], None, None, None),
    }
