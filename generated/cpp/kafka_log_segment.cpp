// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

#include "kafka_log_segment.h"

kafka_log_segment_t::kafka_log_segment_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_log_segment_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root ? p__root : this;
    m_entries = nullptr;
    _read();
}

void kafka_log_segment_t::_read() {
    m_entries.emplace();
    {
        int i = 0;
        while (!m__io->is_eof()) {
            m_entries->push_back(std::move(std::unique_ptr<entry_t>(new entry_t(m__io, this, m__root))));
            i++;
        }
    }
}

kafka_log_segment_t::~kafka_log_segment_t() {
    _clean_up();
}

void kafka_log_segment_t::_clean_up() {
}

kafka_log_segment_t::entry_t::entry_t(kaitai::kstream* p__io, kafka_log_segment_t* p__parent, kafka_log_segment_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m__io__raw_body = nullptr;
    m_prefix = nullptr;
    f_has_header = false;
    f_is_length_sane = false;
    f_is_truncated = false;
    f_len_available = false;
    f_len_entry = false;
    f_prefix = false;
    _read();
}

void kafka_log_segment_t::entry_t::_read() {
    n_body = true;
    switch (((is_length_sane()) ? (prefix()->magic()) : (-1))) {
    case 0: {
        n_body = false;
        m__raw_body = m__io->read_bytes(len_entry());
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<kafka_legacy_message_t>(new kafka_legacy_message_t(m__io__raw_body.get()));
        break;
    }
    case 1: {
        n_body = false;
        m__raw_body = m__io->read_bytes(len_entry());
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<kafka_legacy_message_t>(new kafka_legacy_message_t(m__io__raw_body.get()));
        break;
    }
    case 2: {
        n_body = false;
        m__raw_body = m__io->read_bytes(len_entry());
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<kafka_record_batch_t>(new kafka_record_batch_t(m__io__raw_body.get()));
        break;
    }
    default: {
        m__raw_body = m__io->read_bytes(len_entry());
        break;
    }
    }
}

kafka_log_segment_t::entry_t::~entry_t() {
    _clean_up();
}

void kafka_log_segment_t::entry_t::_clean_up() {
    if (!n_body) {
    }
    if (f_prefix && !n_prefix) {
    }
}

bool kafka_log_segment_t::entry_t::has_header() {
    if (f_has_header)
        return m_has_header;
    f_has_header = true;
    m_has_header = len_available() >= 17;
    return m_has_header;
}

bool kafka_log_segment_t::entry_t::is_length_sane() {
    if (f_is_length_sane)
        return m_is_length_sane;
    f_is_length_sane = true;
    m_is_length_sane =  ((has_header()) && (prefix()->len_declared() >= prefix()->len_min()) && (prefix()->len_declared() <= len_available() - 12)) ;
    return m_is_length_sane;
}

bool kafka_log_segment_t::entry_t::is_truncated() {
    if (f_is_truncated)
        return m_is_truncated;
    f_is_truncated = true;
    m_is_truncated =  ((has_header()) && (prefix()->len_declared() > len_available() - 12)) ;
    return m_is_truncated;
}

int32_t kafka_log_segment_t::entry_t::len_available() {
    if (f_len_available)
        return m_len_available;
    f_len_available = true;
    m_len_available = _io()->size() - _io()->pos();
    return m_len_available;
}

int32_t kafka_log_segment_t::entry_t::len_entry() {
    if (f_len_entry)
        return m_len_entry;
    f_len_entry = true;
    m_len_entry = (( ((has_header()) && (prefix()->len_declared() >= 14) && (prefix()->len_declared() <= len_available() - 12)) ) ? (prefix()->len_declared() + 12) : (len_available()));
    return m_len_entry;
}

kafka_log_segment_t::entry_prefix_t* kafka_log_segment_t::entry_t::prefix() {
    if (f_prefix)
        return m_prefix.get();
    f_prefix = true;
    n_prefix = true;
    if (has_header()) {
        n_prefix = false;
        std::streampos _pos = m__io->pos();
        m__io->seek(_io()->pos());
        m_prefix = std::unique_ptr<entry_prefix_t>(new entry_prefix_t(m__io, this, m__root));
        m__io->seek(_pos);
    }
    return m_prefix.get();
}

kafka_log_segment_t::entry_prefix_t::entry_prefix_t(kaitai::kstream* p__io, kafka_log_segment_t::entry_t* p__parent, kafka_log_segment_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    f_len_min = false;
    _read();
}

void kafka_log_segment_t::entry_prefix_t::_read() {
    m_offset = m__io->read_s8be();
    m_len_declared = m__io->read_s4be();
    m_epoch_or_crc = m__io->read_u4be();
    m_magic = m__io->read_s1();
}

kafka_log_segment_t::entry_prefix_t::~entry_prefix_t() {
    _clean_up();
}

void kafka_log_segment_t::entry_prefix_t::_clean_up() {
}

int8_t kafka_log_segment_t::entry_prefix_t::len_min() {
    if (f_len_min)
        return m_len_min;
    f_len_min = true;
    m_len_min = ((magic() == 2) ? (49) : (((magic() == 1) ? (22) : (14))));
    return m_len_min;
}
